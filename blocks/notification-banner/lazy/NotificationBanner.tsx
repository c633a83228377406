import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockComponentProps } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import type { NotificationBannerProps } from '../props.gen';
import { dismissalKey, isBannerShown } from './banner-visibility';
import { useStoredEntry, writeEntry } from './stored-entry';
import './notification-banner.css';

/** A dismissible message; see `isBannerShown` for when it shows. */
export default function NotificationBanner({ props, block }: BlockComponentProps<NotificationBannerProps>) {
  const { t } = useTranslation();
  const text = useText();
  const key = dismissalKey(block.contentId);
  const dismissedText = useStoredEntry(key);
  const requiredValue = useStoredEntry(props.requireLocalStorageEntry);
  const [dismissedInView, setDismissedInView] = useState(false);
  const shown = isBannerShown({ ...props, requiredValue, dismissedText, dismissedInView });
  if (!shown) return null;

  const dismiss = () => {
    setDismissedInView(true);
    if (!props.alwaysShowBanner) writeEntry(key, props.bannerText);
  };
  return (
    <section className="notification-banner" aria-label={t('translate.base.blocks.notification-banner.label')}>
      <p className="notification-banner__text">{text(props.bannerText)}</p>
      <button
        type="button"
        className="notification-banner__dismiss"
        aria-label={t('translate.base.blocks.notification-banner.dismiss')}
        onClick={dismiss}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path d="M18 6 6 18M6 6l12 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
