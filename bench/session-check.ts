import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../server/app';
import { devSubject } from '../server/auth/dev-subjects';
import type { SessionService } from '../server/auth/sessions';
import type { AppContext } from '../server/context';
import { percentile } from './stats';

export interface SessionCheckBench {
  anonymousP99Ms: number;
  authenticatedP99Ms: number;
  /** What the session check adds to a call at the 99th percentile: authenticated minus anonymous. */
  addedP99Ms: number;
}

const WARM_UP = 2_000;
const SAMPLES = 20_000;

/**
 * Issue 15: the same cheap call (`GET /ping`) anonymously and with a session cookie, alternately, in process (no
 * network noise): the difference is what reading the session costs an authenticated request.
 */
export async function benchSessionCheck(): Promise<SessionCheckBench> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'confsite-bench-sessions-'));
  let sessions: SessionService | undefined;
  const capture: FastifyPluginAsync<AppContext> = async (_app, context) => {
    sessions = context.sessions;
  };
  const app = await buildApp({ dataDir, siteEnv: 'cont', nodeEnv: 'test', publicUrl: 'http://127.0.0.1', demo: { scale: 0 }, rateLimits: false, extraApiRoutes: [capture] });
  try {
    const { token } = await (sessions as SessionService).start({ user: devSubject({ persona: 'attendee' }) });
    const calls = { anonymous: {}, authenticated: { cookie: `confsite_auth=${token}` } };
    const times: Record<keyof typeof calls, number[]> = { anonymous: [], authenticated: [] };
    for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
      for (const who of sample % 2 ? (['anonymous', 'authenticated'] as const) : (['authenticated', 'anonymous'] as const)) {
        const started = performance.now();
        const response = await app.inject({ url: '/api/v1/ping', headers: calls[who] });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`ping answered ${response.statusCode}`);
        if (sample >= WARM_UP) times[who].push(elapsed);
      }
    }
    const anonymousP99Ms = percentile(times.anonymous, 0.99);
    const authenticatedP99Ms = percentile(times.authenticated, 0.99);
    return { anonymousP99Ms, authenticatedP99Ms, addedP99Ms: authenticatedP99Ms - anonymousP99Ms };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
