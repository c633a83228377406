import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveRun, useCancelQaRun, useQaRun, type QaAction, type QaRun } from '../../../src/api/lazy/qa';
import { useCombinationText } from '../../shared/lazy/qa/Combination';
import { QaLoading, QaProblem } from '../../shared/lazy/qa/QaStates';
import { qaText } from '../../shared/lazy/qa/texts';

/** "1:05": minutes and seconds. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The followed run: done of total, what it does now, the time left, its queue and Cancel. */
export function RunProgress({ runId, pollMs }: { runId: string; pollMs: number }) {
  const run = useQaRun(runId, pollMs);
  if (run.isError) return <QaProblem error={run.error} onRetry={() => void run.refetch()} />;
  if (!run.data) return <QaLoading />;
  return <Progress run={run.data} />;
}

function Progress({ run }: { run: QaRun }) {
  const { t } = useTranslation();
  const ids = useId();
  const cancel = useCancelQaRun();
  const active = isActiveRun(run.status);
  const actionText = useActionText();
  const status = t(qaText(`status.${run.status}`));

  return (
    <section className="qa-progress" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t(qaText('progress.heading'))}</h2>
      {/* Spoken when the status changes, not at every step: the bar below carries the count. */}
      <p className="qa-progress__status" role="status" aria-live="polite">
        {t(qaText('progress.status'), { status })}
      </p>
      <label htmlFor={`${ids}-bar`} className="qa-progress__label">
        {t(qaText('progress.done'), { done: run.done, total: run.total })}
      </label>
      <progress id={`${ids}-bar`} max={Math.max(run.total, 1)} value={run.done} />
      {run.error && <p className="qa-field__error">{run.error}</p>}
      {active && run.currentAction && <p>{t(qaText('progress.current'), { action: actionText(run.currentAction) })}</p>}
      {active && run.secondsLeft !== undefined && <p>{t(qaText('progress.time-left'), { time: clock(run.secondsLeft) })}</p>}
      {active && run.queue.length > 0 && (
        <details className="qa-progress__queue">
          <summary>{t(qaText('progress.queue'), { count: run.queue.length })}</summary>
          <ol>
            {run.queue.map((action) => (
              <li key={`${action.seq}-${action.kind}`}>
                {actionText(action)} — {t(qaText(`action-status.${action.status}`))}
              </li>
            ))}
          </ol>
        </details>
      )}
      {active && (
        <button type="button" className="block-button block-button--secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(run.id)}>
          {t(qaText('progress.cancel'))}
        </button>
      )}
      {cancel.isError && (
        <p className="qa-field__error" role="alert">
          {cancel.error.message}
        </p>
      )}
    </section>
  );
}

function useActionText() {
  const { t } = useTranslation();
  const combination = useCombinationText();
  return (action: QaAction) => `${t(qaText(`action.${action.kind}`))}: ${combination(action)}`;
}
