import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { devSubject } from '../server/auth/dev-subjects';
import { writeCatalogue } from '../server/catalogue/writes';
import type { AppContext } from '../server/context';
import type { Db } from '../server/db/client';
import { enrollments } from '../server/db/schema';
import { session } from '../tests/engine/catalogue-search/builders';
import { percentile } from './stats';

export interface CalendarFeedBench {
  items: number;
  driver: 'postgres' | 'pglite';
  p50Ms: number;
  p99Ms: number;
}

const WARM_UP = 200;
const SAMPLES = 2_000;
const PUBLIC_URL = 'https://bench.confsite.test';
const FLAGS = ['enableMySchedule', 'enableWebCal'];

/** A scratch database on the DATABASE_URL server, dropped again by `drop`. */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const name = `confsite_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Issue 16: `GET /schedule/feed/{token}` for an attendee with `items` sessions on their schedule, in process (no
 * network noise), on PostgreSQL when DATABASE_URL is set, else embedded.
 */
export async function benchCalendarFeed(items = 60): Promise<CalendarFeedBench> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'confsite-bench-calendar-'));
  const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  let reach: (AppContext & { db: Db }) | undefined;
  const capture: FastifyPluginAsync<AppContext & { db: Db }> = async (_app, context) => {
    reach = context;
  };
  const app = await buildApp({ dataDir, databaseUrl: database?.url, siteEnv: 'cont', nodeEnv: 'test', publicUrl: PUBLIC_URL, demo: { scale: 0 }, rateLimits: false, extraApiRoutes: [capture] });
  try {
    const { db, live, sessions } = reach as AppContext & { db: Db };
    const bearer = async (persona: 'attendee' | 'siteeditor') => ({ authorization: `Bearer ${(await sessions.start({ user: devSubject({ persona }) })).token}` });
    await app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await bearer('siteeditor'), payload: { changes: FLAGS.map((name) => ({ name, value: true })) } });
    const list = Array.from({ length: items }, (_, n) => {
      const start = new Date(Date.UTC(2027, 2, 9 + (n % 4), 16 + (n % 8)));
      return session({
        sessionId: `bench-${n}`,
        title: `Benchmark session ${n}: sessions, feeds; calendars`,
        description: 'An hour on how calendars stay in step with a schedule.',
        location: `Room ${n % 12}`,
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 45 * 60_000).toISOString(),
      });
    });
    await writeCatalogue(db, live, { sessions: list });
    await db.insert(enrollments).values(list.map((item) => ({ userId: 'dev-attendee', sessionId: item.sessionId, status: 'scheduled' as const })));
    const link = (await app.inject({ url: '/api/v1/schedule/webcal', headers: await bearer('attendee') })).json<{ https: string }>().https;
    const url = link.slice(PUBLIC_URL.length);
    const times: number[] = [];
    for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
      const started = performance.now();
      const response = await app.inject({ url });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`the feed answered ${response.statusCode}`);
      if (sample >= WARM_UP) times.push(elapsed);
    }
    return { items, driver: database ? 'postgres' : 'pglite', p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
  } finally {
    await app.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
