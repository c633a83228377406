import { useTranslation } from 'react-i18next';
import type { SessionLiveState } from '../../../src/engine/lazy/live-state';

/** States worth a badge; upcoming and unscheduled sessions show their time instead. */
const BADGED: ReadonlySet<SessionLiveState> = new Set(['live', 'ondemand', 'ended']);

/** "Live now", "On demand" or "Ended"; a polite live region, so a change while the page is open is announced. */
export function LiveBadge({ state }: { state: SessionLiveState }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="session-detail__live">
      {BADGED.has(state) && (
        <span className={`detail-tag session-detail__live--${state}`}>{t(`translate.base.blocks.session-detail.state.${state}`)}</span>
      )}
    </span>
  );
}
