import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPhase } from '../../../../engine';
import { useText } from '../../../../i18n/use-text';
import { useShellStore } from '../../../store/shell-store';
import { useViewer } from '../../../viewer';
import { usePhaseSwitcherStore } from '../../phase-switcher-store';
import { useTickingNow } from '../../use-ticking-now';
import { TestingMomentPicker } from './testing-moment-picker';

const ServerTestingDate = lazy(() => import('./server-testing-date'));

/** The expanded phase switcher: phase buttons, the testing moment, and for content editors the server testing date. */
export default function PhaseSwitcherBody({ phases }: { phases: readonly EventPhase[] }) {
  const { t } = useTranslation();
  const text = useText();
  const { settings, testingDate, isEditor } = useViewer();
  const pickPhase = useShellStore((state) => state.pickPhase);
  const pickDate = useShellStore((state) => state.pickDate);
  const clearDate = useShellStore((state) => state.clearDate);
  const { timeZone, setTimeZone } = usePhaseSwitcherStore();
  const moment = useTickingNow();
  return (
    <>
      <fieldset className="phase-switcher__phases">
        <legend>{t('translate.base.preview-date.phases')}</legend>
        {phases.map((phase) => (
          <button key={phase.id} type="button" className="button" aria-pressed={phase.id === settings.currentPhase} onClick={() => pickPhase(phase)}>
            {text(phase.label)}
          </button>
        ))}
      </fieldset>
      <TestingMomentPicker
        phases={phases}
        moment={moment}
        timeZone={timeZone}
        onMomentChange={(picked) => pickDate(picked.toISOString())}
        onTimeZoneChange={setTimeZone}
      />
      <button type="button" className="button" onClick={clearDate} disabled={!testingDate}>
        {t('translate.base.preview-date.clear')}
      </button>
      {isEditor && (
        <Suspense fallback={null}>
          <ServerTestingDate env={settings.env} active={settings.serverTestingDate} moment={moment} timeZone={timeZone} />
        </Suspense>
      )}
    </>
  );
}
