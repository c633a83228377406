import { chromium, type Page, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { startServer } from './server-process';

export interface PersonalPageLoad {
  path: string;
  /** Scripts the personal page fetched that the home page had not: its blocks' lazily loaded code. */
  addedScripts: number;
  addedGzipKiB: number;
  /** Whether a visitor's first load of the home page already held code of the page's block (it must not). */
  blockInHomeLoad: boolean;
}

/** Gzip size of every script the page fetches while `load` runs, by URL. */
async function scriptsFetched(page: Page, load: () => Promise<unknown>): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Buffer>();
  const collect = async (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
  };
  page.on('response', collect);
  await load();
  page.off('response', collect);
  return scripts;
}

/**
 * Issue 16: an in-person attendee opens the home page, then `path` (My schedule): the JavaScript the second page adds
 * is its block's lazily loaded code (the block and what it pulls in), which the target keeps small. `marker` is a
 * string only that block's code holds, looked for in the home page's load.
 */
export async function benchPersonalPageLoad(port: number, path: string, marker: string): Promise<PersonalPageLoad> {
  // The dev sign-in (absent in production) signs the persona in; the client is the same production build.
  const server = await startServer({ port, readyPath: '/api/v1/ping', nodeEnv: 'test', env: { RATE_LIMITS: 'off' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: server.url });
    const signIn = await page.request.post('/api/v1/auth/dev-login', { data: { persona: 'inperson-attendee' } });
    if (!signIn.ok()) throw new Error(`dev sign-in answered ${signIn.status()}`);
    const home = await scriptsFetched(page, () => page.goto('/en-us/home', { waitUntil: 'networkidle' }));
    const personal = await scriptsFetched(page, () => page.goto(path, { waitUntil: 'networkidle' }));
    const added = [...personal].filter(([url]) => !home.has(url)).map(([, body]) => body);
    return {
      path,
      addedScripts: added.length,
      addedGzipKiB: added.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024,
      blockInHomeLoad: [...home.values()].some((body) => body.toString('utf8').includes(marker)),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
