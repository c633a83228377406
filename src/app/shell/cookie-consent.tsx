import { useTranslation } from 'react-i18next';
import { useShellStore } from '../store/shell-store';
import { useHydrated } from '../ui/use-hydrated';
import './cookie-consent.css';

/**
 * Asks once; the answer is remembered on this device. Only this device knows whether it answered, so a page drawn on
 * the server asks once the browser has taken it over.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const consent = useShellStore((state) => state.cookieConsent);
  const acceptCookies = useShellStore((state) => state.acceptCookies);
  const declineCookies = useShellStore((state) => state.declineCookies);
  if (consent || !hydrated) return null;
  return (
    <section className="cookie-consent" aria-label={t('translate.base.cookies.title')}>
      <p>{t('translate.base.cookies.message')}</p>
      <div className="cookie-consent__actions">
        <button type="button" className="button button--primary" onClick={acceptCookies}>
          {t('translate.base.cookies.accept')}
        </button>
        <button type="button" className="button" onClick={declineCookies}>
          {t('translate.base.cookies.decline')}
        </button>
      </div>
    </section>
  );
}
