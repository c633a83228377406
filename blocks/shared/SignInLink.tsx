import type { ReactNode } from 'react';
import { usePageContext } from '../../src/app/block-kit';
import { localizedPath } from '../../src/engine';

/** A link to the sign-in page, only while the site lets visitors sign in (allowLogOn). */
export function SignInLink({ children, className }: { children: ReactNode; className: string }) {
  const { locale, settings } = usePageContext();
  if (!settings.features.allowLogOn) return null;
  return (
    <a className={className} href={localizedPath(locale, '/sign-in')}>
      {children}
    </a>
  );
}
