import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DRIVERS, fixture, json, startServer, TEST_PUBLIC_URL, type TestServer } from './harness';

describe.each(DRIVERS)('system routes (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(driver);
  });
  afterAll(() => server.close());

  it('answers ping with the server time', async () => {
    const response = await server.app.inject({ url: '/api/v1/ping' });
    expect(response.statusCode).toBe(200);
    const body = json<{ ok: boolean; time: string }>(response);
    expect(body.ok).toBe(true);
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
  });

  it('reports the package version and the build id of the client build', async () => {
    const response = await server.app.inject({ url: '/api/v1/version' });
    expect(json(response)).toEqual({ version: '0.1.0', build: 'fixture-build-42' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await server.app.inject({ url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: 'NotFound' });
  });

  it('answers a path the router cannot decode, or a path parameter past its length, through the error contract', async () => {
    const badEncoding = await server.app.inject({ url: '/api/v1/session/%ZZ' });
    expect([badEncoding.statusCode, json(badEncoding)]).toEqual([400, { error: 'BadRequest', message: expect.stringContaining('not a valid url component') }]);
    const tooLong = await server.app.inject({ method: 'DELETE', url: `/api/v1/favorite/session/${'9'.repeat(500)}` });
    expect([tooLong.statusCode, json(tooLong)]).toEqual([414, { error: 'URITooLong', message: expect.stringContaining('max param length') }]);
  });

  it('rejects a malformed JSON body with a JSON 400', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/content/home',
      headers: { ...(await server.auth('siteeditor')), 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: 'BadRequest' });
  });
});

describe('first start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'confsite-first-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts on an empty data dir, seeds it and serves, with an owner-only JWT secret', async () => {
    const app = await buildApp({ dataDir, siteEnv: 'cont', nodeEnv: 'test', contentDir: fixture('pages-content'), localesDirs: [], buildId: 'ci-7', publicUrl: TEST_PUBLIC_URL });
    try {
      const response = await app.inject({ url: '/api/v1/content/home' });
      expect(response.statusCode).toBe(200);
      expect(json(await app.inject({ url: '/api/v1/version' }))).toMatchObject({ build: 'ci-7' });
      const secret = await stat(path.join(dataDir, 'jwt-secret'));
      expect(secret.mode & 0o777).toBe(0o600);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('losing database connections (postgres)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('postgres');
  });
  afterAll(() => server.close());

  it('keeps serving when PostgreSQL terminates its idle connections', async () => {
    expect((await server.app.inject({ url: '/api/v1/content/home' })).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const database = new URL(server.databaseUrl as string).pathname.slice(1);
      const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await server.app.inject({ url: '/api/v1/content/home' })).statusCode).toBe(200);
  });
});
