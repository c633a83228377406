import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link off the site, opened in a new window and announced as such. Only pass addresses already checked as http(s). */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="block-visually-hidden"> {t('translate.base.blocks.shared.opens-new-window')}</span>
    </a>
  );
}
