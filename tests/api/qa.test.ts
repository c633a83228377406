import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaDesign } from '../../schemas/generated/api/qa/design';
import type { QaRun } from '../../schemas/generated/api/qa/run';
import type { QaRunList } from '../../schemas/generated/api/qa/run-list';
import type { QaRunRequest } from '../../schemas/generated/api/qa/run-request';
import { DRIVERS, json, startServer, TEST_PUBLIC_URL, type TestServer } from './harness';

/** The fixture client is an empty page: the server's browser sees a white page of the breakpoint's width. */
const MOBILE = { width: 539, height: 600 };

const png = (options: { width: number; height: number; rect?: { left: number; top: number; width: number; height: number } }) => {
  const image = sharp({ create: { width: options.width, height: options.height, channels: 4, background: '#ffffff' } });
  const { rect } = options;
  if (!rect) return image.png().toBuffer();
  const red = { input: { create: { width: rect.width, height: rect.height, channels: 4 as const, background: '#ff0000' } }, left: rect.left, top: rect.top };
  return image.composite([red]).png().toBuffer();
};

const RUN: QaRunRequest = { pages: ['/home', '/sessions'], breakpoints: ['mobile'], phases: ['pre-event'], attendeeTypes: ['anonymous'], env: 'cont', language: 'en-us' };

describe.each(DRIVERS)('QA screenshot tool API (%s)', (driver) => {
  let server: TestServer;
  const as = (role: 'siteeditor' | 'qa' | 'attendee' | 'contenteditor') => server.auth(role);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, role: Parameters<typeof as>[0] | null, payload?: unknown) =>
    server.app.inject({ method, url, headers: role ? await as(role) : {}, ...(payload !== undefined && { payload: payload as object }) });
  const upload = async (bytes: Buffer, name = 'design.png') =>
    json<{ url: string }>(
      await server.app.inject({
        method: 'PUT',
        url: '/api/v1/siteeditor/file',
        headers: { ...(await as('siteeditor')), 'x-file-name': name, 'content-type': 'image/png' },
        payload: bytes,
      }),
    ).url;
  const waitForEnd = async (id: string): Promise<QaRun> => {
    for (let attempt = 0; attempt < 240; attempt++) {
      const run = json<QaRun>(await call('GET', `/api/v1/qa/runs/${id}`, 'qa'));
      if (!['queued', 'running'].includes(run.status)) return run;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`run ${id} did not end`);
  };

  beforeAll(async () => {
    server = await startServer(driver, { qa: { waitMs: 50, pollMs: 100, pages: 2 } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('is for site editors and QA testers only', async () => {
    for (const [url, method] of [['/api/v1/qa/runs', 'GET'], ['/api/v1/qa/designs', 'GET'], ['/api/v1/qa/runs', 'POST']] as const) {
      expect((await call(method, url, null, method === 'POST' ? RUN : undefined)).statusCode).toBe(401);
      expect((await call(method, url, 'attendee', method === 'POST' ? RUN : undefined)).statusCode).toBe(403);
      expect((await call(method, url, 'contenteditor', method === 'POST' ? RUN : undefined)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/v1/qa/runs', 'qa')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/qa/runs', 'siteeditor')).statusCode).toBe(200);
  });

  it.each<[string, Partial<QaRunRequest>, string]>([
    ['a page of another site', { pages: ['https://evil.example/home'] }, '/body/pages/0'],
    ['a protocol-relative page', { pages: ['/home', '//evil.example/x'] }, '/body/pages/1'],
    ['an API address', { pages: ['/api/v1/settings'] }, '/body/pages/0'],
    ['an unknown phase', { phases: ['pre-event', 'someday'] }, '/body/phases/1'],
    ['the same environment twice', { compareEnv: 'cont' }, '/body/compareEnv'],
    ['a signed-out visitor in another environment', { attendeeTypes: ['attendee', 'anonymous'], env: 'uat' }, '/body/attendeeTypes/1'],
    ['a page that signs in or out', { pages: ['/login'] }, '/body/pages/0'],
    ['a page that sets its own environment', { pages: ['/home?env=uat'] }, '/body/pages/0'],
    ['too many combinations', { pages: Array.from({ length: 20 }, (_, index) => `/p${index}`), breakpoints: ['mobile', 'tablet', 'desktop'], phases: ['pre-event', 'live'], attendeeTypes: ['anonymous', 'attendee'] }, '/body/pages'],
  ])('refuses a run with %s (400, the field named), queuing nothing', async (_case, change, path) => {
    const before = json<QaRunList>(await call('GET', '/api/v1/qa/runs', 'qa')).runs.length;
    const response = await call('POST', '/api/v1/qa/runs', 'qa', { ...RUN, ...change });
    expect(response.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(response).details.map((issue) => issue.path)).toContain(path);
    expect(json<QaRunList>(await call('GET', '/api/v1/qa/runs', 'qa')).runs).toHaveLength(before);
  });

  it('refuses a malformed run by its contract', async () => {
    const response = await call('POST', '/api/v1/qa/runs', 'qa', { ...RUN, breakpoints: ['watch'] });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('breakpoints');
  });

  it('registers an uploaded design, refusing what is not a usable image', async () => {
    const design = { page: `${TEST_PUBLIC_URL}/en-us/home`, breakpoint: 'mobile', phase: 'pre-event', attendeeType: 'anonymous' } as const;
    const stored = await call('PUT', '/api/v1/qa/designs', 'siteeditor', { ...design, imageUrl: await upload(await png(MOBILE)) });
    expect(stored.statusCode).toBe(200);
    expect(json<QaDesign>(stored)).toMatchObject({ page: '/home', breakpoint: 'mobile', block: '', width: 539, height: 600 });
    const image = await server.app.inject({ url: json<QaDesign>(stored).designUrl, headers: await as('qa') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await server.app.inject({ url: json<QaDesign>(stored).designUrl, headers: await as('attendee') })).statusCode).toBe(403);
    expect((await server.app.inject({ url: json<QaDesign>(stored).designUrl })).statusCode).toBe(401);

    const listed = json<{ designs: QaDesign[] }>(await call('GET', '/api/v1/qa/designs?page=/home', 'qa')).designs;
    expect(listed.map((entry) => entry.designUrl)).toEqual([json<QaDesign>(stored).designUrl]);

    const refused = async (imageUrl: string) => call('PUT', '/api/v1/qa/designs', 'siteeditor', { ...design, imageUrl });
    for (const imageUrl of ['https://evil.example/uploads/x.png', '/uploads/' + 'a'.repeat(64) + '.png', '/etc/passwd']) {
      const response = await refused(imageUrl);
      expect(response.statusCode).toBe(400);
      expect(json<{ details: { path: string }[] }>(response).details[0]?.path).toBe('/body/imageUrl');
    }
    // 100,000 × 100,000 pixels declared in a file of a few hundred bytes: refused from its header, never decoded.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer();
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect((await refused(await upload(bomb, 'bomb.png'))).statusCode).toBe(422);
    expect((await call('PUT', '/api/v1/qa/designs', 'siteeditor', { ...design, page: 'https://evil.example/', imageUrl: '/uploads/x.png' })).statusCode).toBe(400);
  });

  it('runs: screenshots every combination, compares those with a design, and accepts a screenshot as design', { timeout: 120_000 }, async () => {
    // A design that differs from the white page by a 100 × 50 red rectangle: exactly that many pixels differ.
    const imageUrl = await upload(await png({ ...MOBILE, rect: { left: 20, top: 30, width: 100, height: 50 } }));
    expect((await call('PUT', '/api/v1/qa/designs', 'siteeditor', { page: '/sessions', breakpoint: 'mobile', phase: 'pre-event', attendeeType: 'anonymous', imageUrl })).statusCode).toBe(200);
    const created = await call('POST', '/api/v1/qa/runs', 'qa', { ...RUN, pages: ['/sessions', '/code-of-conduct'] });
    expect(created.statusCode).toBe(200);
    const { id } = json<{ id: string }>(created);
    const run = await waitForEnd(id);
    expect(run).toMatchObject({ status: 'done', done: 2, total: 2, queue: [] });
    const [withDesign, without] = run.results;
    expect(withDesign).toMatchObject({ page: '/sessions', status: 'done', label: 'low', passed: false, heightDifference: 0 });
    expect(withDesign?.differencePercentage).toBeCloseTo((100 * 50 * 100) / (539 * 600), 6);
    expect(without).toMatchObject({ page: '/code-of-conduct', status: 'done' });
    expect(without?.screenshotUrl).toBeDefined();
    expect(without?.differenceUrl).toBeUndefined();
    for (const url of [withDesign?.screenshotUrl, withDesign?.designUrl, withDesign?.differenceUrl]) {
      const image = await server.app.inject({ url: url as string, headers: await as('qa') });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(539);
    }

    const accepted = await call('POST', `/api/v1/qa/runs/${id}/results/0/accept`, 'qa');
    expect(accepted.statusCode).toBe(200);
    expect(json<QaDesign>(accepted).designUrl).toBe(withDesign?.screenshotUrl);
    expect((await call('POST', `/api/v1/qa/runs/${id}/results/9/accept`, 'qa')).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/qa/runs/not-a-run/results/0/accept`, 'qa')).statusCode).toBe(404);

    const again = await waitForEnd(json<{ id: string }>(await call('POST', '/api/v1/qa/runs', 'qa', { ...RUN, pages: ['/sessions'] })).id);
    expect(again.results[0]).toMatchObject({ differencePercentage: 0, label: 'low', passed: true });

    const history = json<QaRunList>(await call('GET', '/api/v1/qa/runs', 'siteeditor')).runs;
    expect(history.slice(0, 2).map((entry) => entry.id)).toEqual([again.id, id]);
    expect(history[1]).toMatchObject({ status: 'done', done: 2, total: 2, passed: 0, failed: 0 });
  });

  it('compares two environments with each other instead of with designs', { timeout: 60_000 }, async () => {
    const { id } = json<{ id: string }>(await call('POST', '/api/v1/qa/runs', 'siteeditor', { ...RUN, pages: ['/home'], attendeeTypes: ['attendee'], env: 'uat', compareEnv: 'prod' }));
    const run = await waitForEnd(id);
    expect(run.status).toBe('done');
    expect(run.results[0]).toMatchObject({ differencePercentage: 0, passed: true });
    expect(run.results[0]?.referenceUrl).toBeDefined();
    expect(run.results[0]?.designUrl).toBeUndefined();
  });

  it('queues runs one after another and cancels one, emptying its queue', { timeout: 60_000 }, async () => {
    const many = { ...RUN, pages: ['/a', '/b', '/c', '/d'], breakpoints: ['mobile', 'tablet'] } satisfies QaRunRequest;
    const first = json<{ id: string }>(await call('POST', '/api/v1/qa/runs', 'qa', many)).id;
    const second = json<{ id: string }>(await call('POST', '/api/v1/qa/runs', 'siteeditor', many)).id;
    const status = async (id: string) => json<QaRun>(await call('GET', `/api/v1/qa/runs/${id}`, 'qa')).status;
    while ((await status(first)) === 'queued') await new Promise((resolve) => setTimeout(resolve, 50));
    // One run at a time on a node: the second waits while the first runs.
    expect(await status(second)).toBe('queued');
    const cancelled = json<QaRun>(await call('POST', `/api/v1/qa/runs/${second}/cancel`, 'qa'));
    expect(cancelled).toMatchObject({ status: 'cancelled', queue: [] });
    const ended = await waitForEnd(first);
    expect(ended.status).toBe('done');
    expect(json<QaRun>(await call('GET', `/api/v1/qa/runs/${second}`, 'qa'))).toMatchObject({ status: 'cancelled', done: 0 });
    expect((await call('POST', `/api/v1/qa/runs/${first}/cancel`, 'qa')).json()).toMatchObject({ status: 'done' });
    expect((await call('GET', '/api/v1/qa/runs/nope', 'qa')).statusCode).toBe(404);
  });
});
