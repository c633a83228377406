import sharp from 'sharp';
import type { QaRun } from '../schemas/generated/api/qa/run';
import type { QaRunRequest } from '../schemas/generated/api/qa/run-request';
import { startServer } from './server-process';
import { percentile } from './stats';

export interface QaRunBench {
  combinations: number;
  runSeconds: number;
  status: string;
  failed: number;
  compared: number;
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

/** One design image for every combination, so that each is compared (over the overlapping region) as well as taken. */
async function registerDesigns(origin: string, cookie: string, request: QaRunRequest): Promise<void> {
  const design = await sharp({ create: { width: 1920, height: 1080, channels: 4, background: '#f4f6fb' } }).png().toBuffer();
  const uploaded = await fetch(`${origin}/api/v1/siteeditor/file`, { method: 'PUT', headers: { cookie, 'content-type': 'image/png', 'x-file-name': 'design.png' }, body: design });
  if (!uploaded.ok) throw new Error(`uploading the design failed: ${uploaded.status}`);
  const { url: imageUrl } = (await uploaded.json()) as { url: string };
  for (const page of request.pages) {
    for (const breakpoint of request.breakpoints) {
      for (const phase of request.phases) {
        const body = JSON.stringify({ page, breakpoint, phase, attendeeType: 'anonymous', imageUrl });
        const registered = await fetch(`${origin}/api/v1/qa/designs`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body });
        if (!registered.ok) throw new Error(`registering a design failed: ${registered.status} ${await registered.text()}`);
      }
    }
  }
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

    const request: QaRunRequest = { pages: PAGES, breakpoints: ['mobile', 'tablet', 'desktop'], phases, attendeeTypes: ['anonymous'], env: 'cont', language: 'en-us' };
    await registerDesigns(server.url, cookie, request);

    // The first requests after a start meet cold caches: measured from the second second on, like the run's.
    const warm = performance.now() + 1000;
    await timeContentRequests(server.url, () => performance.now() > warm);
    const idleUntil = performance.now() + 5000;
    const idle = await timeContentRequests(server.url, () => performance.now() > idleUntil, 100);

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
      compared: finished.results.filter((result) => result.differenceUrl !== undefined).length,
      idleP99Ms: percentile(idle, 0.99),
      duringRunP99Ms: percentile(samples, 0.99),
      duringRunSamples: samples.length,
    };
  } finally {
    await server.stop();
  }
}
