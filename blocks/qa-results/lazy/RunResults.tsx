import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveRun, useQaRun } from '../../../src/api/lazy/qa';
import { QaLoading, QaProblem } from '../../shared/lazy/qa/QaStates';
import { qaText } from '../../shared/lazy/qa/texts';
import { ResultDetail } from './ResultDetail';
import { ResultGrid } from './ResultGrid';

/** One run's grid of combinations, and the detail of the result chosen in it. */
export function RunResults({ runId, pollMs, overlayOpacity }: { runId: string; pollMs: number; overlayOpacity: number }) {
  const { t } = useTranslation();
  const run = useQaRun(runId, pollMs);
  const [chosenSeq, setChosenSeq] = useState<number | null>(null);
  if (run.isError) return <QaProblem error={run.error} onRetry={() => void run.refetch()} />;
  if (!run.data) return <QaLoading />;
  const { results } = run.data;
  const chosen = results.find((result) => result.seq === chosenSeq);
  if (results.length === 0) return <p className="qa-state">{t(qaText(isActiveRun(run.data.status) ? 'results.none-yet' : 'results.none'))}</p>;
  return (
    <>
      <ResultGrid run={run.data} chosenSeq={chosenSeq} onChoose={setChosenSeq} />
      {chosen && <ResultDetail key={chosen.seq} runId={runId} result={chosen} threshold={run.data.request.threshold} overlayOpacity={overlayOpacity} />}
    </>
  );
}
