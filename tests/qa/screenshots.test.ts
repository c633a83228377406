import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees, authSessions } from '../../server/db/schema';
import { fromRoot } from '../../server/paths';
import { createScreenshotter, robotSignIn, type Rect, type Screenshot, type Screenshotter, type ScreenshotRequest } from '../../server/qa/screenshots';
import { freePort, startServerWithReach, type AppReach, type TestServer } from '../api/harness';

// The demo site's phases (pages-content/settings.json): the runner fixes a phase with its start as the testing date.
const PRE_EVENT = '2026-06-01T00:00:00-07:00';
const LIVE = '2027-03-09T07:00:00-08:00';
const SIGNED_IN_NAME = '.account-area__name';

/** The client as `npm run build` makes it, in a folder of this suite's own (or QA_DIST_DIR, already built). */
async function builtClient(into: string): Promise<string> {
  if (process.env.QA_DIST_DIR) return path.resolve(process.env.QA_DIST_DIR);
  const build = spawn('npm', ['run', 'build'], { cwd: fromRoot(), env: { ...process.env, DIST_DIR: into }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(build, 'exit')) as [number];
  if (code !== 0) throw new Error(`the client build failed:\n${errors}`);
  return into;
}

const rgbAt = (screenshot: Screenshot, x: number, y: number) => {
  const png = PNG.sync.read(screenshot.png);
  const at = (Math.round(y) * png.width + Math.round(x)) * 4;
  return [...png.data.subarray(at, at + 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('');
};
const centre = (box: Rect) => [box.x + box.width / 2, box.y + box.height / 2] as const;

describe('server-side screenshots of the demo site', () => {
  let buildDir: string;
  let server: TestServer & { reach: AppReach };
  let origin: string;
  let shots: Screenshotter;
  const request = (pagePath: string, overrides: Partial<ScreenshotRequest> = {}): ScreenshotRequest => ({
    url: `${origin}/en-us${pagePath}`,
    width: 1920,
    attendeeType: 'anonymous',
    env: 'cont',
    dynamicSelectors: [],
    ...overrides,
  });
  const home = (testingDate: string, query = '') => `/home?testingDate=${encodeURIComponent(testingDate)}${query}`;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'confsite-qa-client-'));
    const distDir = await builtClient(buildDir);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startServerWithReach('pglite', {
      distDir,
      contentDir: fromRoot('pages-content'),
      localesDirs: [fromRoot('src/i18n/locales'), fromRoot('blocks/locales')],
      publicUrl: origin,
    });
    await server.app.listen({ port, host: '127.0.0.1' });
    // A generous settling bound: on a busy machine a page drawn in 15 s is not yet whole, and this suite tests what a
    // settled page looks like, not how fast this machine is.
    shots = createScreenshotter({ siteOrigin: origin, waitMs: 100, settleTimeoutMs: 60_000, ...robotSignIn({ sessions: server.reach.sessions }) });
  }, 240_000);
  afterAll(async () => {
    await shots?.close();
    await server?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('takes a full page at the window width, masking the countdown of the pre-event home for an anonymous visitor', { timeout: 120_000 }, async () => {
    // A placeholder still waiting for its block's code would mean the page was taken before a reader would see it whole.
    const selectors = ['.block--countdown', SIGNED_IN_NAME, '.block-loading'];
    const [narrow, wide] = await Promise.all([
      shots.capture(request(home(PRE_EVENT), { width: 539, dynamicSelectors: selectors })),
      shots.capture(request(home(PRE_EVENT), { width: 1920, dynamicSelectors: selectors })),
    ]);
    for (const [shot, width] of [[narrow, 539], [wide, 1920]] as const) {
      expect(shot.width).toBe(width);
      expect(PNG.sync.read(shot.png).width).toBe(width);
      // The home is far longer than the window: the whole page is in the image.
      expect(shot.height).toBeGreaterThan(600 * 2);
      // One countdown, painted over; nobody signed in, so no name in the header.
      expect(shot.masks).toHaveLength(1);
      const [mask] = shot.masks as [Rect];
      expect(mask.y).toBeGreaterThan(600);
      expect(mask.x + mask.width).toBeLessThanOrEqual(width);
      expect(rgbAt(shot, ...centre(mask))).toBe('ff00ff');
    }
  });

  it('fixes the phase through the testing date: the live home has no countdown', { timeout: 60_000 }, async () => {
    const live = await shots.capture(request(home(LIVE), { width: 1083, dynamicSelectors: ['.block--countdown'] }));
    expect(live.width).toBe(1083);
    expect(live.height).toBeGreaterThanOrEqual(600);
    expect(live.masks).toEqual([]);
  });

  it('opens the page as a robot attendee whose session ends with the capture and who gets no attendee account', { timeout: 60_000 }, async () => {
    const { db } = server.reach;
    const attendeesBefore = (await db.select({ id: attendees.attendeeId }).from(attendees)).length;
    const shot = await shots.capture(request('/user/profile', { width: 539, attendeeType: 'attendee', dynamicSelectors: [SIGNED_IN_NAME] }));
    expect(shot.masks.length).toBeGreaterThan(0);
    const robotSessions = (await db.select({ user: authSessions.user }).from(authSessions)).filter(({ user }) => user.id.startsWith('qa-robot-'));
    expect(robotSessions).toEqual([]);
    // The profile page asked for the robot's profile; nobody was made for it.
    expect((await db.select({ id: attendees.attendeeId }).from(attendees)).length).toBe(attendeesBefore);
  });

  it('shows another environment to a robot attendee through ?env=, and ignores an environment that is none', { timeout: 90_000 }, async () => {
    // The env notice, the first block of the pre-event home, has a background of its own in each environment.
    const notice = ['.block--content-block.block--with-background'];
    const attendee = { width: 539, attendeeType: 'attendee' } as const;
    const [cont, uat, staging] = await Promise.all([
      shots.capture(request(home(PRE_EVENT), { ...attendee, dynamicSelectors: notice })),
      shots.capture(request(home(PRE_EVENT, '&env=uat'), { ...attendee, env: 'uat' })),
      shots.capture(request(home(PRE_EVENT, '&env=staging'), attendee)),
    ]);
    const [box] = cont.masks as [Rect];
    expect(rgbAt(cont, box.x + 2, box.y + 2)).toBe('ff00ff');
    expect(rgbAt(uat, box.x + 2, box.y + 2)).toBe('e3f2fd');
    expect(rgbAt(staging, box.x + 2, box.y + 2)).toBe('fff4ce');
  });

  it('keeps the page from fetching anything from another origin', { timeout: 60_000 }, async () => {
    // Images may come from any https site (the page's policy): a connection attempt to this one is a fetch let through.
    let connections = 0;
    const elsewhere = createServer((socket) => {
      connections += 1;
      socket.destroy();
    }).listen(0, '127.0.0.1');
    await once(elsewhere, 'listening');
    const foreign = `https://127.0.0.1:${(elsewhere.address() as { port: number }).port}`;
    try {
      const image = `<p><img src="${foreign}/pixel.png" width="40" height="40" alt="elsewhere"></p>`;
      const saved = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/content/code-of-conduct',
        headers: await server.auth('contenteditor'),
        payload: { phase: 'pre-event', baseRevision: 0, force: true, blocks: [{ component: 'content-block', contentId: 'foreign', key: 'foreign', props: { html: image } }] },
      });
      expect(saved.statusCode).toBe(200);
      const shot = await shots.capture(request(`/code-of-conduct?testingDate=${encodeURIComponent(PRE_EVENT)}`, { width: 539, dynamicSelectors: [`img[src^="${foreign}"]`] }));
      // The image is on the page; its address was never asked for.
      expect(shot.masks).toHaveLength(1);
      expect(connections).toBe(0);
    } finally {
      elsewhere.close();
    }
  });

  it('gives the site’s not-found page for a path it does not have', { timeout: 60_000 }, async () => {
    const missing = await shots.capture(request('/no-such-page', { width: 539, dynamicSelectors: ['.screen h1'] }));
    expect(missing.width).toBe(539);
    expect(missing.height).toBeGreaterThanOrEqual(600);
    expect(missing.masks).toHaveLength(1);
  });

  it('says which capture failed and why when a dynamic selector is not CSS', { timeout: 60_000 }, async () => {
    await expect(shots.capture(request('/get-help', { width: 539, dynamicSelectors: ['div['] }))).rejects.toThrow(/^Could not take http:\/\/127\.0\.0\.1:\d+\/en-us\/get-help at 539px: /);
  });

  it('refuses addresses of other origins and what is not an address', async () => {
    await expect(shots.capture(request('/home', { url: 'https://example.com/en-us/home' }))).rejects.toThrow(/this site only .*not of https:\/\/example\.com/);
    await expect(shots.capture(request('/home', { url: 'not a url' }))).rejects.toThrow(/Not a screenshot address/);
  });

  it('reports an origin it cannot reach as an error of that capture', { timeout: 60_000 }, async () => {
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    const nowhere = createScreenshotter({ siteOrigin: unreachable, waitMs: 0, signIn: async () => null });
    try {
      await expect(nowhere.capture(request('/home', { url: `${unreachable}/en-us/home` }))).rejects.toThrow(/Could not open .*ERR_CONNECTION_REFUSED/);
    } finally {
      await nowhere.close();
    }
  });

  it('runs at most `pages` captures at once, the others in order', { timeout: 120_000 }, async () => {
    const one = createScreenshotter({ siteOrigin: origin, pages: 1, waitMs: 100, signIn: async () => null });
    try {
      const taken = await Promise.all([1, 2, 3].map(() => one.capture(request('/get-help', { width: 539 }))));
      const times = taken.map(({ startedAt, finishedAt }) => ({ startedAt, finishedAt })).sort((a, b) => a.startedAt - b.startedAt);
      for (let index = 1; index < times.length; index += 1) {
        expect(times[index]!.startedAt).toBeGreaterThanOrEqual(times[index - 1]!.finishedAt);
      }
    } finally {
      await one.close();
    }
  });
});
