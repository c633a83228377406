import { useTranslation } from 'react-i18next';
import { useText } from '../../i18n/use-text';
import type { AnchorLink as AnchorLinkSettings } from './wrapper-settings';

/** Id of the element at the very top of the shell, the target of every back-to-top link. */
export const PAGE_TOP_ID = 'top';

function BackToTop() {
  const { t } = useTranslation();
  return (
    <a className="block__anchor-link" href={`#${PAGE_TOP_ID}`}>
      {t('translate.base.anchor.back-to-top')}
    </a>
  );
}

function InPageLink({ link }: { link: AnchorLinkSettings }) {
  const text = useText();
  return (
    <a
      className="block__anchor-link"
      href={`#${link.anchor.replace(/^#/, '')}`}
      aria-label={text(link.ariaLabel) || undefined}
      style={link.color ? { color: link.color } : undefined}
      data-glyph={link.glyph}
      data-telemetry-id={link.telemetryIdentifier}
      data-analytics-tag={link.analyticsTag}
    >
      {text(link.text) || link.anchor}
    </a>
  );
}

/** The `wrapperAnchorLink` shown below a block. */
export function AnchorLink({ link }: { link: 'back-to-top' | AnchorLinkSettings }) {
  return link === 'back-to-top' ? <BackToTop /> : <InPageLink link={link} />;
}
