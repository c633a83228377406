import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sortPhases } from '../../../engine';
import { formatDateTime } from '../../../i18n/time-format';
import { useText } from '../../../i18n/use-text';
import { useLocale } from '../../routing/use-route';
import { useShellStore } from '../../store/shell-store';
import { useViewer } from '../../viewer';
import { usePhaseSwitcherStore } from '../phase-switcher-store';
import { TestingMomentPicker } from './testing-moment-picker';
import { useDraggable } from './use-draggable';
import { useViewerMoment } from './use-viewer-moment';
import './phase-switcher.css';

const ServerTestingDate = lazy(() => import('./server-testing-date'));

/**
 * The floating phase switcher: shows the phase in force and moves this browser (local testing date) or, for content
 * editors, the whole environment (server testing date) to another moment. It can be dragged, collapsed and hidden.
 */
export default function PhaseSwitcher() {
  const { t } = useTranslation();
  const text = useText();
  const locale = useLocale();
  const bodyId = useId();
  const hintId = useId();
  const panel = useRef<HTMLElement>(null);
  const { settings, testingDate, isEditor } = useViewer();
  const pickPhase = useShellStore((state) => state.pickPhase);
  const pickDate = useShellStore((state) => state.pickDate);
  const clearDate = useShellStore((state) => state.clearDate);
  const { position, expanded, timeZone, moveTo, setExpanded, setHidden, setTimeZone } = usePhaseSwitcherStore();
  const handle = useDraggable(panel, position, moveTo);
  const phases = sortPhases(settings.phases);
  const current = phases.find((phase) => phase.id === settings.currentPhase);
  const moment = useViewerMoment();
  const placed = position ? { left: position.x, top: position.y, right: 'auto', bottom: 'auto' } : undefined;

  return (
    <aside ref={panel} className="phase-switcher" style={placed} aria-label={t('translate.base.preview-date.title')}>
      <div className="phase-switcher__header">
        <button type="button" className="phase-switcher__handle" aria-label={t('translate.base.preview-date.move')} aria-describedby={hintId} {...handle}>
          <span aria-hidden="true">⠿</span>
        </button>
        <span id={hintId} hidden>
          {t('translate.base.preview-date.move-hint')}
        </span>
        <span className="phase-switcher__summary">
          {t('translate.base.preview-date.current-phase', { phase: current ? text(current.label) : '–' })}
          {testingDate && <span className="phase-switcher__when"> · {formatDateTime(testingDate, { locale, timeZone })}</span>}
        </span>
        {settings.serverTestingDate && <span className="phase-switcher__server-badge">{t('translate.base.preview-date.server.badge')}</span>}
        <button type="button" className="phase-switcher__icon" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('translate.base.preview-date.collapse') : t('translate.base.preview-date.expand')}
        </button>
        <button type="button" className="phase-switcher__icon" aria-label={t('translate.base.preview-date.hide')} onClick={() => setHidden(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div id={bodyId} className="phase-switcher__body" hidden={!expanded}>
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
        {isEditor && expanded && (
          <Suspense fallback={null}>
            <ServerTestingDate env={settings.env} active={settings.serverTestingDate} moment={moment} timeZone={timeZone} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}
