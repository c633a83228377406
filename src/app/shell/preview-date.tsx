import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawnInBrowser } from '../ui/drawn-in-browser';
import { useViewer } from '../viewer';
import { usePhaseSwitcherStore } from './phase-switcher-store';
import './preview-date.css';

// The widget's body is its own chunk: it is never part of the first download, not even for those who see it.
const PhaseSwitcher = lazy(() => import('./lazy/phase-switcher/phase-switcher'));

/** Brings a hidden phase switcher back. */
function ShowTab() {
  const { t } = useTranslation();
  const setHidden = usePhaseSwitcherStore((state) => state.setHidden);
  return (
    <button type="button" className="preview-date-tab" onClick={() => setHidden(false)}>
      {t('translate.base.preview-date.show')}
    </button>
  );
}

function PreviewDateWidget() {
  const hidden = usePhaseSwitcherStore((state) => state.hidden);
  if (hidden) return <ShowTab />;
  return (
    <Suspense fallback={null}>
      <PhaseSwitcher />
    </Suspense>
  );
}

/**
 * Testing-date control for developers and content editors: see the site as it will be in another phase. Drawn by the
 * browser only: where it sits and whether it is hidden are this device's choices, which the server cannot know.
 */
export function PreviewDate() {
  const { settings, isEditor } = useViewer();
  if (!settings.features.enableDevFunctions && !isEditor) return null;
  return (
    <DrawnInBrowser fallback={null}>
      <PreviewDateWidget />
    </DrawnInBrowser>
  );
}
