import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { linkHref } from '../../shared/safe-url';
import type { ContentBannerProps } from '../props.gen';
import './content-banner.css';

function Megaphone() {
  // lucide "megaphone" (ISC licence).
  return (
    <svg className="content-banner__glyph" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" />
        <path d="M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14" />
        <path d="M8 6v8" />
      </g>
    </svg>
  );
}

/** The announcement bar: text, an optional link (only to a safe destination) and an optional glyph. */
export default function ContentBanner({ props }: BlockComponentProps<ContentBannerProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { locale } = usePageContext();
  const href = linkHref(props.hyperlink, locale);
  return (
    <section className="content-banner" aria-label={t('translate.base.blocks.content-banner.label')}>
      {props.showGlyph && <Megaphone />}
      <p className="content-banner__text">
        {text(props.content)}
        {href && (
          <>
            {' '}
            <a className="content-banner__link" href={href}>
              {text(props.hyperlinkText) || t('translate.base.blocks.content-banner.learn-more')}
            </a>
          </>
        )}
      </p>
    </section>
  );
}
