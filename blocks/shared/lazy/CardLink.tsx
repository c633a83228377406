import type { ReactNode } from 'react';
import { useText } from '../../../src/i18n/use-text';

/** A card's link setting, as the card blocks' schemas declare it. */
export interface CardLinkSetting {
  url: string;
  target?: '_self' | '_blank';
  ariaLabel?: string;
}

/**
 * The one link of a clickable card; the card's CSS stretches it (`::after`) over the whole card, so the card has one
 * tab stop and one accessible name. `href` is the already checked address (blocks/shared/safe-url.ts).
 */
export function CardLink({ link, href, className, children }: { link: CardLinkSetting; href: string; className: string; children: ReactNode }) {
  const text = useText();
  const newWindow = link.target === '_blank';
  return (
    <a
      className={className}
      href={href}
      aria-label={text(link.ariaLabel) || undefined}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}
