import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../../server/paths';
import { DRIVERS, freePort, json, startServer, type TestServer } from './harness';

/** `npm run serve` as an operator starts it, on the given HOST; resolves with its log once it serves. */
async function startProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: fromRoot(), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Serving ')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  await ready;
  return { child, log: () => log };
}

describe('npm start on a network address', () => {
  let dataDir: string;
  let port: number;
  let server: Awaited<ReturnType<typeof startProcess>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'confsite-network-'));
    port = await freePort();
    server = await startProcess({
      HOST: '0.0.0.0', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_SCALE: '0',
      DIST_DIR: path.join(dataDir, 'no-client'), NODE_ENV: 'development', ENABLE_DEV_LOGIN: '',
    });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    if (server && server.child.exitCode === null) await once(server.child, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has no dev sign-in without the opt-in, says so in its log, and shows no dev functions to the client', async () => {
    const base = `http://127.0.0.1:${port}/api/v1`;
    const login = await fetch(`${base}/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'siteeditor' }) });
    expect(login.status).toBe(404);
    expect(server.log()).toContain('Dev sign-in is off: 0.0.0.0 is not a loopback address (set ENABLE_DEV_LOGIN=1 to allow it)');
    const settings = (await (await fetch(`${base}/settings`)).json()) as { features: Record<string, boolean> };
    expect(settings.features.enableDevFunctions).toBe(false);
  });
});

describe.each(DRIVERS)('dev sign-in on a loopback bind (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(driver, { devFunctions: 'local' });
  });
  afterAll(() => server.close());

  const signIn = (request: { remoteAddress?: string; headers?: Record<string, string> }) =>
    server.app.inject({ method: 'POST', url: '/api/v1/auth/dev-login', payload: { persona: 'siteeditor' }, ...request });
  const devFlag = async (request: { remoteAddress?: string; headers?: Record<string, string> }) =>
    json<{ features: Record<string, boolean> }>(await server.app.inject({ url: '/api/v1/settings', ...request })).features.enableDevFunctions;

  it('answers requests made on this machine', async () => {
    expect((await signIn({ remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect(await devFlag({ remoteAddress: '127.0.0.1' })).toBe(true);
  });

  it.each([
    ['from another machine', { remoteAddress: '192.0.2.10' }],
    ['through a reverse proxy on this machine (X-Forwarded-For)', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } }],
    ['through a reverse proxy on this machine (Forwarded)', { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=198.51.100.4' } }],
    ['to another site’s name rebound to this machine (DNS rebinding), or through a proxy passing Host on', { remoteAddress: '127.0.0.1', headers: { host: 'attacker.example:3000' } }],
  ])('is absent for a request %s, and its flag reads off', async (_story, request) => {
    expect((await signIn(request)).statusCode).toBe(404);
    expect(await devFlag(request)).toBe(false);
  });
});
