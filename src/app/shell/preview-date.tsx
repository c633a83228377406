import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Testing-date control for developers and content editors: see the site as it will be in another phase. */
export function PreviewDate() {
  const { settings, isEditor } = useViewer();
  const hidden = usePhaseSwitcherStore((state) => state.hidden);
  if (!settings.features.enableDevFunctions && !isEditor) return null;
  if (hidden) return <ShowTab />;
  return (
    <Suspense fallback={null}>
      <PhaseSwitcher />
    </Suspense>
  );
}
