import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageDirectory } from '../../api/pages';
import { useSettings } from '../../api/settings';
import { useServerVersion } from '../../api/version';
import { DEFAULT_LOCALE, splitLocalePath, type PageDirectory } from '../../engine';
import { formatDateTime } from '../../i18n/time-format';
import { CLIENT_BUILD } from '../build-info';
import { ChangeSettingLink } from '../shell/change-setting-link';
import { useShellStore } from '../store/shell-store';
import { useHydrated } from '../ui/use-hydrated';
import { goBackFromHere } from './go-back';
import { isInstalledPwa, newGuid, serviceWorkerState } from './runtime-info';
import './error-page.css';

function goBack(pages: PageDirectory | undefined): void {
  const target = goBackFromHere(splitLocalePath(window.location.pathname).locale ?? DEFAULT_LOCALE, pages);
  // A full load on purpose: whatever crashed should not survive into the next page.
  if (target.kind === 'history') window.history.back();
  else window.location.assign(target.path);
}

/**
 * What support needs to know about this browser, at this moment. The server cannot tell (and a page it draws shows
 * none of it): they are filled in as the browser takes the page over.
 */
function useBrowserFacts() {
  const hydrated = useHydrated();
  return useMemo(
    () =>
      hydrated
        ? {
            time: formatDateTime(new Date(), { locale: splitLocalePath(window.location.pathname).locale ?? DEFAULT_LOCALE }),
            installed: isInstalledPwa(),
            worker: serviceWorkerState(),
            guid: newGuid(),
            online: navigator.onLine,
          }
        : undefined,
    [hydrated],
  );
}

/**
 * "Oops, something went wrong!" with what support needs to know. It must render after any crash, so every piece of
 * data it shows (settings, server version) is optional.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const testingDate = useShellStore((state) => state.testingDate);
  const supportEmail = useSettings(testingDate).data?.settings.supportEmail;
  const server = useServerVersion().data;
  const pages = usePageDirectory();
  const facts = useBrowserFacts();
  const online = facts?.online ?? true;

  return (
    <section className="error-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('translate.base.error.title')}</h1>
      {!online && (
        <p className="error-page__offline" role="status">
          {t('translate.base.error.offline-note')}
        </p>
      )}
      <p>{t(online ? 'translate.base.error.sorry' : 'translate.base.error.offline')}</p>
      <p>{t('translate.base.error.redirect')}</p>
      {typeof supportEmail === 'string' && supportEmail && (
        <p>
          {t('translate.base.error.contact')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a> <ChangeSettingLink name="supportEmail" />
        </p>
      )}
      <button type="button" className="button button--primary" onClick={() => goBack(pages)}>
        {t('translate.base.error.go-back')}
      </button>
      <dl className="error-page__facts">
        <dt>{t('translate.base.error.time')}</dt>
        <dd>{facts?.time}</dd>
        <dt>{t('translate.base.error.installed-app')}</dt>
        <dd>{facts && t(facts.installed ? 'translate.base.yes' : 'translate.base.no')}</dd>
        <dt>{t('translate.base.error.service-worker')}</dt>
        <dd>{facts && t(`translate.base.error.service-worker.${facts.worker}`)}</dd>
        <dt>{t('translate.base.error.client-version')}</dt>
        <dd>{t('translate.base.error.version-value', CLIENT_BUILD)}</dd>
        <dt>{t('translate.base.error.server-version')}</dt>
        <dd>{server ? t('translate.base.error.version-value', { version: server.version, build: server.build }) : t('translate.base.error.server-unknown')}</dd>
        <dt>{t('translate.base.error.reference')}</dt>
        <dd>
          <code>{facts?.guid}</code>
        </dd>
      </dl>
    </section>
  );
}
