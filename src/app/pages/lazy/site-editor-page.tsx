import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../engine';
import { formatDateTime } from '../../../i18n/time-format';
import { useLocale } from '../../routing/use-route';
import { LoadingIndicator } from '../../shell/loading-indicator';
import { toast } from '../../shell/toast';
import { useViewer } from '../../viewer';

// The editors are their own chunks: only a site editor who opens /editor downloads them.
const SiteSettingsScreen = lazy(() => import('../../../editor/site-settings/site-settings-screen'));
const PagesPanel = lazy(() => import('../../../editor/pages/pages-panel'));
const TranslationHistoryPanel = lazy(() => import('../../../editor/translation-history/translation-history-panel'));

const notifySaved = (message: string) => void toast.show({ message, kind: 'success' });

/** `/editor`: the site's content pages, its settings and the history of its texts, for site editors (the route table's gate lets only them in). */
export default function SiteEditorPage() {
  const { t } = useTranslation();
  const { settings } = useViewer();
  const locale = useLocale();
  const when = (iso: string) => formatDateTime(iso, { locale });
  return (
    <>
      <PagesPanel t={t} env={settings.env} locale={locale} locales={LOCALES} features={Object.keys(settings.features)} />
      <SiteSettingsScreen t={t} siteEnv={settings.env} notify={notifySaved} pending={<LoadingIndicator />} formatWhen={when} />
      <TranslationHistoryPanel siteEnv={settings.env} when={when} />
    </>
  );
}
