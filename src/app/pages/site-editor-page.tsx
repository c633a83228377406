import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ACCESS_DENIED_CODE, isSiteEditor, localizedPath } from '../../engine';
import { useLocale } from '../routing/use-route';
import { UnauthorizedScreen } from '../screens/unauthorized-screen';
import { LoadingIndicator } from '../shell/loading-indicator';
import { toast } from '../shell/toast';
import { useViewer } from '../viewer';

// The editor is its own chunk: only a site editor who opens /editor downloads it.
const SiteSettingsScreen = lazy(() => import('../../editor/site-settings/site-settings-screen'));

const notifySaved = (message: string) => void toast.show({ message, kind: 'success' });

/** `/editor`: anonymous → unauthorized, signed in without the siteeditor scope → forbidden (3403), else the editor. */
export function SiteEditorPage() {
  const { t } = useTranslation();
  const { scopes, settings } = useViewer();
  const locale = useLocale();
  if (scopes.length === 0) return <UnauthorizedScreen />;
  if (!isSiteEditor(scopes)) return <Navigate replace to={`${localizedPath(locale, '/forbidden')}?errorCode=${ACCESS_DENIED_CODE}`} />;
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <SiteSettingsScreen t={t} siteEnv={settings.env} notify={notifySaved} pending={<LoadingIndicator />} />
    </Suspense>
  );
}
