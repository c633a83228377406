import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { isSiteEditor } from '../../engine';
import { LoadingIndicator } from '../shell/loading-indicator';
import { toast } from '../shell/toast';
import { useViewer } from '../viewer';
import { ToolGate } from './tools/tool-gate';

// The editor is its own chunk: only a site editor who opens /editor downloads it.
const SiteSettingsScreen = lazy(() => import('../../editor/site-settings/site-settings-screen'));

const notifySaved = (message: string) => void toast.show({ message, kind: 'success' });

/** `/editor`: the site settings editor, for site editors. */
export function SiteEditorPage() {
  const { t } = useTranslation();
  const { settings } = useViewer();
  return (
    <ToolGate allows={isSiteEditor}>
      <SiteSettingsScreen t={t} siteEnv={settings.env} notify={notifySaved} pending={<LoadingIndicator />} />
    </ToolGate>
  );
}
