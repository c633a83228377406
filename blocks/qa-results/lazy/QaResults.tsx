import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQaRuns } from '../../../src/api/lazy/qa';
import type { BlockComponentProps } from '../../../src/app/block-kit';
import { QaLoading, QaProblem } from '../../shared/lazy/qa/QaStates';
import { qaText } from '../../shared/lazy/qa/texts';
import { useRunAddress } from '../../shared/lazy/qa/use-run-address';
import type { QaResultsProps } from '../props.gen';
import { RunHistory } from './RunHistory';
import { RunResults } from './RunResults';
import './qa-results.css';

const DEFAULT_POLL_SECONDS = 2;

/** The QA tool's results (issue 18): the history of runs, and the chosen run's grid and result detail. */
export default function QaResults({ props }: BlockComponentProps<QaResultsProps>) {
  const { t } = useTranslation();
  const runs = useQaRuns();
  const [addressRun] = useRunAddress();
  // A run chosen in the history holds until the planner follows another one.
  const [choice, setChoice] = useState<{ address: string | null; id: string } | null>(null);
  if (runs.isError) return <QaProblem error={runs.error} onRetry={() => void runs.refetch()} />;
  if (!runs.data) return <QaLoading />;
  if (runs.data.runs.length === 0) return <p className="qa-state">{t(qaText('results.empty'))}</p>;
  const chosen = choice?.address === addressRun ? choice.id : null;
  const shown = chosen ?? addressRun ?? runs.data.runs[0]?.id ?? null;
  return (
    <div className="qa-results">
      <RunHistory runs={runs.data.runs} shown={shown} onChoose={(id) => setChoice({ address: addressRun, id })} />
      {shown && <RunResults key={shown} runId={shown} pollMs={(props.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000} overlayOpacity={props.overlayOpacity ?? 50} />}
    </div>
  );
}
