import { lazy, Suspense } from 'react';
import { usePageContext } from '../../../../src/app/block-kit';
import type { ContactLinksProps } from './ContactLinks';

// Visitors who are not signed in are offered no contact link: they never download them.
const ContactLinks = lazy(() => import('./ContactLinks').then((module) => ({ default: module.ContactLinks })));

/** An attendee's contact links (send message, book meeting, email, team chat), loaded for signed-in viewers only. */
export function ContactSlot(props: ContactLinksProps) {
  if (!usePageContext().user) return null;
  return (
    <Suspense fallback={null}>
      <ContactLinks {...props} />
    </Suspense>
  );
}
