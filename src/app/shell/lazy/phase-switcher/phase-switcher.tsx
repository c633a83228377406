import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sortPhases } from '../../../../engine';
import { formatDateTime } from '../../../../i18n/time-format';
import { useText } from '../../../../i18n/use-text';
import { useLocale } from '../../../routing/use-route';
import { useViewer } from '../../../viewer';
import { usePhaseSwitcherStore } from '../../phase-switcher-store';
import { useDraggable } from './use-draggable';
import './phase-switcher.css';

// The controls load when the widget is first expanded: testers browsing with it collapsed never download them.
const PhaseSwitcherBody = lazy(() => import('./phase-switcher-body'));

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
  const { settings, testingDate } = useViewer();
  const { position, expanded, timeZone, moveTo, setExpanded, setHidden } = usePhaseSwitcherStore();
  const handle = useDraggable(panel, position, moveTo);
  const phases = sortPhases(settings.phases);
  const current = phases.find((phase) => phase.id === settings.currentPhase);
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
        {expanded && (
          <Suspense fallback={null}>
            <PhaseSwitcherBody phases={phases} />
          </Suspense>
        )}
      </div>
    </aside>
  );
}
