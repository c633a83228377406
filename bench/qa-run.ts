import type { QaRun } from '../schemas/generated/api/qa/run';
import type { QaRunRequest } from '../schemas/generated/api/qa/run-request';
import { startServer } from './server-process';
import { percentile } from './stats';

export interface QaRunBench {
  combinations: number;
  runSeconds: number;
  status: string;
  failed: number;
  /** The content API's answer times (anonymous home) before the run and while it runs. */
  idleP99Ms: number;
  duringRunP99Ms: number;
  duringRunSamples: number;
}

const PAGES = ['/home', '/sessions', '/speakers'];
const CONTENT = '/api/v1/content/home';

/** Times content requests one after another until `stop` says so. */
async function timeContentRequests(origin: string, stop: () => boolean, minimum = 0): Promise<number[]> {
  const samples: number[] = [];
  while (!stop() || samples.length < minimum) {
    const started = performance.now();
    const response = await fetch(`${origin}${CONTENT}`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return samples;
}

/**
 * Issue 18: a run of 3 pages × 3 breakpoints × 3 phases (27 screenshots and comparisons, with the spec's 2 s settle
 * time) on the production build, as a site editor starts it; and the content API's p99 while it runs, beside its p99
 * on the same server before the run.
 */
export async function benchQaRun(port: number): Promise<QaRunBench> {
  const server = await startServer({ port, readyPath: '/api/v1/settings', nodeEnv: 'test', timeoutMs: 120_000, env: { RATE_LIMITS: 'off' } });
  try {
    const login = await fetch(`${server.url}/api/v1/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'siteeditor' }) });
    if (!login.ok) throw new Error(`dev sign-in failed: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    const settings = (await (await fetch(`${server.url}/api/v1/settings`)).json()) as { phases?: { id: string }[] };
    const phases = (settings.phases ?? []).map((phase) => phase.id).slice(0, 3);
    if (phases.length < 3) throw new Error('the demo has fewer than 3 phases');

    const idleUntil = performance.now() + 5000;
    const idle = await timeContentRequests(server.url, () => performance.now() > idleUntil, 100);

    const request: QaRunRequest = { pages: PAGES, breakpoints: ['mobile', 'tablet', 'desktop'], phases, attendeeTypes: ['anonymous'], env: 'cont', language: 'en-us' };
    const created = await fetch(`${server.url}/api/v1/qa/runs`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(request) });
    if (!created.ok) throw new Error(`starting the run failed: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    let run: QaRun | undefined;
    const ended = () => run !== undefined && !['queued', 'running'].includes(run.status);
    const during = timeContentRequests(server.url, ended);
    while (!ended()) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      run = (await (await fetch(`${server.url}/api/v1/qa/runs/${id}`, { headers: { cookie } })).json()) as QaRun;
    }
    const samples = await during;
    const finished = run as QaRun;
    const runMs = Date.parse(finished.finishedAt ?? '') - Date.parse(finished.startedAt ?? '');
    return {
      combinations: finished.total,
      runSeconds: runMs / 1000,
      status: finished.status,
      failed: finished.results.filter((result) => result.status === 'failed').length,
      idleP99Ms: percentile(idle, 0.99),
      duringRunP99Ms: percentile(samples, 0.99),
      duringRunSamples: samples.length,
    };
  } finally {
    await server.stop();
  }
}
