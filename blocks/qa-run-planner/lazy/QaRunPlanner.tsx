import { isActiveRun, useQaRuns } from '../../../src/api/lazy/qa';
import type { BlockComponentProps } from '../../../src/app/block-kit';
import { QaLoading, QaProblem } from '../../shared/lazy/qa/QaStates';
import { useRunAddress } from '../../shared/lazy/qa/use-run-address';
import type { QaRunPlannerProps } from '../props.gen';
import { PlannerForm } from './PlannerForm';
import { RunProgress } from './RunProgress';
import './qa-run-planner.css';

const DEFAULT_POLL_SECONDS = 1;

/**
 * The QA tool's planner (issue 18): the run the address names, else the newest one still going, with its progress;
 * then the form that starts the next. The history answers first, so a visitor the server refuses sees why at once.
 */
export default function QaRunPlanner({ props }: BlockComponentProps<QaRunPlannerProps>) {
  const runs = useQaRuns();
  const [addressRun, setAddressRun] = useRunAddress();
  if (runs.isError) return <QaProblem error={runs.error} onRetry={() => void runs.refetch()} />;
  if (!runs.data) return <QaLoading />;
  const followed = addressRun ?? runs.data.runs.find((run) => isActiveRun(run.status))?.id ?? null;
  return (
    <div className="qa-planner">
      {followed && <RunProgress runId={followed} pollMs={(props.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000} />}
      <PlannerForm props={props} onStarted={setAddressRun} />
    </div>
  );
}
