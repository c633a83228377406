import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import { linkHref } from '../../shared/safe-url';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';
import { ExternalLink } from '../../shared/lazy/detail/ExternalLink';

/** The slide deck, the related resources and the session's own links; links that are not http(s) or site paths are dropped. */
export function SessionResources({ session }: { session: SessionAnswer }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const slides = session.slideDeck ? [{ label: t('translate.base.blocks.session-detail.slides'), link: session.slideDeck }] : [];
  const links = [...slides, ...session.relatedResources, ...session.sessionLinks]
    .map((entry) => ({ label: entry.label, href: linkHref(entry.link, locale) }))
    .filter((entry): entry is { label: string; href: string } => entry.href !== undefined);
  if (links.length === 0) return null;
  return (
    <DetailSection title={t('translate.base.blocks.session-detail.resources')}>
      <ul className="detail-links">
        {links.map((entry) => (
          <li key={`${entry.href} ${entry.label}`}>
            <ExternalLink href={entry.href}>{entry.label}</ExternalLink>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
