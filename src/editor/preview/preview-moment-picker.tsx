import { currentPhase, type EventPhase } from '../../engine';
import { TestingMomentPicker } from '../../app/shell/lazy/phase-switcher/testing-moment-picker';
import { useTickingNow } from '../../app/shell/use-ticking-now';
import { useEditor, useOverlay } from '../overlay/editor-context';
import { momentInPhase } from './preview-moment';
import { usePreviewStore } from './preview-store';

/** A testing moment for the canvas: picking one puts the phase active at that moment in view. */
export function PreviewMomentPicker({ phases }: { phases: readonly EventPhase[] }) {
  const { store } = useOverlay();
  const phase = useEditor((state) => state.currentPhase);
  const base = useTickingNow();
  const picked = usePreviewStore((state) => state.moment);
  const timeZone = usePreviewStore((state) => state.timeZone);
  const setMoment = usePreviewStore((state) => state.setMoment);
  const setTimeZone = usePreviewStore((state) => state.setTimeZone);
  const moment = momentInPhase(phases, phase, [picked ? new Date(picked) : null, base]);

  const pick = (next: Date) => {
    setMoment(next.toISOString());
    const active = currentPhase(phases, next)?.id;
    if (active && active !== store.getState().currentPhase) store.getState().switchPhase(active);
  };

  return <TestingMomentPicker phases={phases} moment={moment} timeZone={timeZone} onMomentChange={pick} onTimeZoneChange={setTimeZone} />;
}
