import { chromium, type Browser } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { cpuMs, startServer, type RunningServer } from './server-process';
import { percentile } from './stats';

const LCP_ROUNDS = 9;
const TTFB_SAMPLES = 200;
const LOAD_SECONDS = 5;
const CONNECTIONS = 50;

export interface LcpPair {
  path: string;
  serverMs: number;
  browserMs: number;
  ratio: number;
}

export interface ServerRenderingResult {
  lcp: LcpPair[];
  /** Time to first byte of a page every anonymous visitor is sent (from the cache), p50. */
  cachedTtfbP50Ms: number;
  /** Time to first byte of a page drawn for the request (a URL no one asked for before), p50 and p99. */
  drawnTtfbP50Ms: number;
  drawnTtfbP99Ms: number;
  homeRps: number;
  homeCpuMsPerPage: number;
}

/** Largest contentful paint of a fresh visit (no cache, no cookies), read from the page's own performance entries. */
async function largestPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** The same page from the server that draws it and from the one that leaves it to the browser, taking turns. */
async function lcpSideBySide(browser: Browser, drawn: RunningServer, plain: RunningServer, path: string): Promise<LcpPair> {
  await largestPaint(browser, `${drawn.url}${path}`);
  await largestPaint(browser, `${plain.url}${path}`);
  const server: number[] = [];
  const browserDrawn: number[] = [];
  for (let round = 0; round < LCP_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ([drawn, plain] as const) : ([plain, drawn] as const);
    for (const target of order) (target === drawn ? server : browserDrawn).push(await largestPaint(browser, `${target.url}${path}`));
  }
  const serverMs = percentile(server, 0.5);
  const browserMs = percentile(browserDrawn, 0.5);
  return { path, serverMs, browserMs, ratio: serverMs / browserMs };
}

/**
 * Milliseconds until the first byte of the answer's body arrives, asked as a browser asks (brotli). The rest is read
 * before the next request, so that each starts on a server done with the one before.
 */
async function timeToFirstByte(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  const reader = response.body?.getReader();
  await reader?.read();
  const elapsed = performance.now() - started;
  while (reader && !(await reader.read()).done);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

/**
 * Issue 19: pages drawn on the server against the same pages drawn in the browser (`SERVER_RENDERING=off`), both servers
 * production builds on fresh demo data; the time to a page's first byte, cached and drawn per request; and how many
 * home pages a second the server sends anonymous visitors.
 */
export async function benchServerRendering(port: number): Promise<ServerRenderingResult> {
  const drawn = await startServer({ port, readyPath: '/api/v1/ping' });
  const plain = await startServer({ port: port + 100, readyPath: '/api/v1/ping', env: { SERVER_RENDERING: 'off' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let plainRunning = true;
  try {
    const lcp = [await lcpSideBySide(browser, drawn, plain, '/en-us/sessions'), await lcpSideBySide(browser, drawn, plain, '/en-us/home')];
    await browser.close();
    await plain.stop();
    plainRunning = false;

    const cached: number[] = [];
    for (let sample = 0; sample < TTFB_SAMPLES; sample += 1) cached.push(await timeToFirstByte(`${drawn.url}/en-us/home`));
    const drawnPerRequest: number[] = [];
    // Each address new to the cache: the page is drawn for this request, its answers fetched in-process.
    for (let sample = 0; sample < TTFB_SAMPLES; sample += 1) drawnPerRequest.push(await timeToFirstByte(`${drawn.url}/en-us/home?visit=${sample}`));

    const pid = drawn.process.pid ?? 0;
    // As a browser asks: it takes brotli, and the page is sent in it.
    const asBrowsers = { url: `${drawn.url}/en-us/home`, connections: CONNECTIONS, headers: { 'accept-encoding': 'gzip, deflate, br' } };
    await autocannon({ ...asBrowsers, duration: 2 });
    const cpuBefore = cpuMs(pid);
    const load = await autocannon({ ...asBrowsers, duration: LOAD_SECONDS });
    if (load.non2xx > 0 || load.errors > 0) throw new Error(`home: ${load.non2xx} non-2xx answers, ${load.errors} errors under load`);
    return {
      lcp,
      cachedTtfbP50Ms: percentile(cached, 0.5),
      drawnTtfbP50Ms: percentile(drawnPerRequest, 0.5),
      drawnTtfbP99Ms: percentile(drawnPerRequest, 0.99),
      homeRps: load.requests.average,
      homeCpuMsPerPage: (cpuMs(pid) - cpuBefore) / load.requests.total,
    };
  } finally {
    await browser.close().catch(() => undefined);
    if (plainRunning) await plain.stop();
    await drawn.stop();
  }
}
