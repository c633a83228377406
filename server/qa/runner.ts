import type { QaRunRequest } from '../../schemas/generated/api/qa/run-request';
import type { Environment } from '../../src/engine';
import { QA_BREAKPOINTS, QA_DYNAMIC_BLOCK_TYPES, type QaActionKind, type QaAttendeeType } from '../../src/engine/lazy/qa';
import type { SettingsService } from '../settings/service';
import type { ImageComparer, Rect } from './compare';
import type { QaDesigns } from './designs';
import type { QaFiles } from './files';
import type { Claim, ResultOutcome, ResultRow, RunRow, QaRuns } from './runs';
import { QA_LEASE_MS } from './runs';

/** What the runner needs of the screenshotter (server/qa/screenshots). */
export interface CapturesPages {
  capture(request: { url: string; width: number; attendeeType: QaAttendeeType; env: Environment; dynamicSelectors: readonly string[] }): Promise<{ png: Buffer; masks: Rect[] }>;
  close(): Promise<void>;
}

/** What the runner needs of the image comparer (server/qa/compare). */
export type ComparesImages = Pick<ImageComparer, 'compare' | 'close'>;

export interface QaRunnerOptions {
  runs: QaRuns;
  designs: QaDesigns;
  files: QaFiles;
  screenshotter: CapturesPages;
  comparer: ComparesImages;
  settings: SettingsService;
  siteEnv: Environment;
  /** Where this node's own server answers (its listening address), once it listens. */
  siteOrigin(): string | undefined;
  /** Combinations worked on at once: the screenshotter's page pool. */
  concurrency: number;
  /** How often an idle node looks for queued runs (other nodes' runs; its own wake it at once). */
  pollMs?: number;
  onError(error: unknown): void;
}

export interface QaRunner {
  /** A run was queued on this node: look now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Selectors of what is masked in both images: the always-dynamic block types and the run's chosen blocks. */
export function dynamicSelectors(request: Pick<QaRunRequest, 'dynamicBlocks'>): string[] {
  const byType = QA_DYNAMIC_BLOCK_TYPES.map((type) => `.block--${type}`);
  const chosen = (request.dynamicBlocks ?? []).map((id) => `[id="${id.replace(/["\\]/g, '\\$&')}"]`);
  return [...byType, ...chosen];
}

/** The address the server's browser opens for one combination: the page in the run's language, at the phase's start. */
export function captureUrl(origin: string, request: { language: string; page: string; testingDate: string | undefined; env: Environment | undefined }): string {
  const url = new URL(`/${request.language}${request.page}`, origin);
  if (request.testingDate) url.searchParams.set('testingDate', request.testingDate);
  if (request.env) url.searchParams.set('env', request.env);
  return url.href;
}

/**
 * Works through queued QA runs, one at a time on this node (a second editor's run waits in the queue): for each
 * combination the screenshot-page action, then process-differences. A combination that fails records its error and
 * the run goes on; a cancel is seen between combinations.
 */
export function startQaRunner(options: QaRunnerOptions): QaRunner {
  const { runs, designs, files, screenshotter, comparer, settings, siteEnv } = options;
  const pollMs = options.pollMs ?? 2000;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const phaseStarts = async (env: Environment) => new Map((await settings.snapshot(env)).phases.map((phase) => [phase.id, phase.start]));

  async function capture(run: RunRow, row: ResultRow, origin: string, env: Environment) {
    const starts = await phaseStarts(env);
    const url = captureUrl(origin, { language: run.request.language, page: row.page, testingDate: starts.get(row.phase), env: env === siteEnv ? undefined : env });
    return screenshotter.capture({ url, width: QA_BREAKPOINTS[row.breakpoint], attendeeType: row.attendeeType, env, dynamicSelectors: dynamicSelectors(run.request) });
  }

  /** Raised when a write of the run's progress finds its claim gone: cancelled, or taken over by another node. */
  class ClaimLost extends Error {}
  const step = async (claim: Claim, row: ResultRow, action: QaActionKind) => {
    if (!(await runs.startAction(claim, row.seq, action))) throw new ClaimLost();
  };

  async function combination(claim: Claim, row: ResultRow, origin: string): Promise<ResultOutcome> {
    const { request } = claim.run;
    await step(claim, row, 'screenshot-page');
    const shot = await capture(claim.run, row, origin, request.env);
    const reference = request.compareEnv ? await capture(claim.run, row, origin, request.compareEnv) : undefined;
    const outcome: ResultOutcome = { screenshot: await files.store(shot.png), ...(reference && { reference: await files.store(reference.png) }) };
    await step(claim, row, 'process-differences');
    const design = reference ? undefined : await designs.fileOf({ page: row.page, breakpoint: row.breakpoint, phase: row.phase, attendeeType: row.attendeeType, block: '' });
    const expected = reference?.png ?? (design ? await files.read(design) : undefined);
    if (!expected) return outcome;
    const compared = await comparer.compare(shot.png, expected, {
      pixelThreshold: request.pixelThreshold,
      includeAA: request.includeAA,
      masks: [...shot.masks, ...(reference?.masks ?? [])],
    });
    return {
      ...outcome,
      ...(design && { design }),
      difference: await files.store(compared.difference),
      differencePercentage: compared.differencePercentage,
      widthDifference: compared.widthDifference,
      heightDifference: compared.heightDifference,
    };
  }

  async function work(claim: Claim): Promise<void> {
    let lost = false;
    const lease = setInterval(() => {
      runs.renew(claim).then((held) => (lost ||= !held), options.onError);
    }, QA_LEASE_MS / 3);
    try {
      const origin = options.siteOrigin();
      if (!origin) throw new Error('The server is not listening yet');
      const pending = await runs.pending(claim.run.id);
      const errors: string[] = [];
      let next = 0;
      const lane = async () => {
        while (next < pending.length && !lost && !stopped) {
          const row = pending[next++] as ResultRow;
          try {
            const outcome = await combination(claim, row, origin).catch((error: unknown) => {
              if (error instanceof ClaimLost) throw error;
              return { error: message(error) };
            });
            if (outcome.error) errors.push(outcome.error);
            // A cancel that came meanwhile leaves the combination out of the results rather than half-recorded.
            if (!(await runs.finishResult(claim, row.seq, outcome))) throw new ClaimLost();
          } catch (error) {
            if (!(error instanceof ClaimLost)) throw error;
            lost = true;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, lane));
      if (stopped) await runs.release(claim);
      if (stopped || lost) return;
      const allFailed = pending.length > 0 && errors.length === pending.length;
      await runs.finish(claim, allFailed ? 'failed' : 'done', allFailed ? errors[0] : undefined);
    } catch (error) {
      await runs.finish(claim, 'failed', message(error));
    } finally {
      clearInterval(lease);
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        const claim = await runs.claim();
        if (claim) await work(claim);
        else await idle();
      } catch (error) {
        options.onError(error);
        await idle();
      }
    }
  })();

  return {
    wake: () => wakeUp?.(),
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
      await Promise.all([screenshotter.close(), comparer.close()]);
    },
  };
}
