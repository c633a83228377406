import type { QaAction } from '../../schemas/generated/api/qa/action';
import type { QaResult } from '../../schemas/generated/api/qa/result';
import type { QaRun } from '../../schemas/generated/api/qa/run';
import type { QaRunSummary } from '../../schemas/generated/api/qa/run-summary';
import { QA_DEFAULT_THRESHOLD, qaLabel, qaPassed } from '../../src/engine/lazy/qa';
import type { QaFiles } from './files';
import type { ResultRow, RunRow } from './runs';

const thresholdOf = (run: RunRow) => run.request.threshold ?? QA_DEFAULT_THRESHOLD;
const iso = (date: Date | null) => (date ? { value: date.toISOString() } : undefined);

function summaryOf(run: RunRow, done: number): QaRunSummary {
  const startedAt = iso(run.startedAt);
  const finishedAt = iso(run.finishedAt);
  return {
    id: run.id,
    status: run.status,
    done,
    total: run.total,
    request: run.request,
    createdBy: run.createdBy,
    createdAt: run.createdAt.toISOString(),
    ...(startedAt && { startedAt: startedAt.value }),
    ...(finishedAt && { finishedAt: finishedAt.value }),
    ...(run.error !== null && { error: run.error }),
  };
}

/** A run in the history: how many of its combinations are done, failed (an error) and passed (at its threshold). */
export function runSummary(run: RunRow, counts: { done: number; failed: number; percentages: readonly (number | null)[] | null } | undefined): QaRunSummary {
  const percentages = (counts?.percentages ?? []).filter((value): value is number => value !== null);
  return {
    ...summaryOf(run, counts?.done ?? 0),
    failed: counts?.failed ?? 0,
    passed: percentages.filter((value) => qaPassed(value, thresholdOf(run))).length,
  };
}

function resultOf(run: RunRow, row: ResultRow, files: QaFiles): QaResult {
  const url = (name: string | null) => (name ? files.url(name) : undefined);
  const [screenshotUrl, designUrl, referenceUrl, differenceUrl] = [row.screenshot, row.design, row.reference, row.difference].map(url);
  const percentage = row.differencePercentage;
  return {
    seq: row.seq,
    page: row.page,
    breakpoint: row.breakpoint,
    phase: row.phase,
    attendeeType: row.attendeeType,
    status: row.finishedAt === null ? 'pending' : row.error === null ? 'done' : 'failed',
    ...(screenshotUrl && { screenshotUrl }),
    ...(designUrl && { designUrl }),
    ...(referenceUrl && { referenceUrl }),
    ...(differenceUrl && { differenceUrl }),
    ...(percentage !== null && { differencePercentage: percentage, label: qaLabel(percentage), passed: qaPassed(percentage, thresholdOf(run)) }),
    ...(row.widthDifference !== null && { widthDifference: row.widthDifference }),
    ...(row.heightDifference !== null && { heightDifference: row.heightDifference }),
    ...(row.error !== null && { error: row.error }),
  };
}

const actionOf = (row: ResultRow): QaAction | undefined =>
  row.action && row.actionStatus
    ? { seq: row.seq, kind: row.action, status: row.actionStatus, page: row.page, breakpoint: row.breakpoint, phase: row.phase, attendeeType: row.attendeeType }
    : undefined;

/**
 * A run as GET /qa/runs/{id} answers it. Time left is the pace so far (time since the start per finished combination)
 * times the combinations left; it is absent until one is finished.
 */
export function runView(run: RunRow, results: readonly ResultRow[], files: QaFiles, now = new Date()): QaRun {
  const done = results.filter((row) => row.finishedAt !== null).length;
  const queue = results.map(actionOf).filter((action): action is QaAction => action !== undefined);
  const currentAction = queue.find((action) => action.status === 'active');
  const running = run.status === 'running' || run.status === 'queued';
  const secondsLeft =
    running && run.startedAt && done > 0 ? Math.round((((now.getTime() - run.startedAt.getTime()) / done) * (run.total - done)) / 1000) : undefined;
  return {
    ...summaryOf(run, done),
    ...(secondsLeft !== undefined && { secondsLeft }),
    ...(currentAction && { currentAction }),
    queue,
    results: results.map((row) => resultOf(run, row, files)),
  };
}
