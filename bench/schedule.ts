import { createPostgresDatabase } from '../tests/api/postgres-database';
import { cpuMs, startServer } from './server-process';
import { percentile } from './stats';

/** The bench-only routes of bench/schedule-server.ts. */
export const BENCH_INSERT_PATH = '/api/v1/bench/single-insert';
export const BENCH_SETUP_PATH = '/api/v1/bench/schedule-setup';

export interface ScheduleBenchSetup {
  users: number;
  sessionIds: string[];
  /** Seats per session id; sessions not named are not capacity controlled. */
  capacity: Record<string, number>;
  waitlistCapacity: Record<string, number>;
}

export interface ScheduleBench {
  database: 'PostgreSQL' | 'embedded PGlite';
  connections: number;
  /** Medians over the rounds; the ratio is the median of each round's RSVP / insert. */
  rsvpRps: number;
  insertRps: number;
  throughputRatio: number;
  rsvpCpuMs: number;
  insertCpuMs: number;
  /** RSVPs answered 2xx but not stored (of the throughput rounds and of the burst). */
  lost: number;
  /** RSVPs answered 2xx, each checked for its stored enrollment. */
  answered: number;
  /** The burst: every client at once on one session with `burstSeats` seats and `burstWaitlist` waitlist places. */
  burstSeats: number;
  burstWaitlist: number;
  burstScheduled: number;
  burstWaitlisted: number;
  burstRefused: number;
  overCapacity: number;
  /** GET /schedule/sessions/{lang} for a user with `items` sessions on their schedule (client-measured, sequential). */
  items: number;
  listP50Ms: number;
  listP99Ms: number;
}

const CONNECTIONS = 500;
const USERS = 2000;
const THROUGHPUT_SESSIONS = 60;
const LOAD_SECONDS = 3;
const LOAD_ROUNDS = 3;
const LIST_SAMPLES = 1000;
const BURST = { seats: 50, waitlist: 20 };

const median = (samples: readonly number[]) => percentile(samples, 0.5);

interface Load {
  requestsPerSecond: number;
  serverCpuMsPerRequest: number;
}

/** A request of the load: where it goes, as whom, and what to do with its 2xx answer. */
interface Planned {
  path: string;
  token: string;
  answered?: () => void;
}

/**
 * `CONNECTIONS` clients, each sending its next request as soon as the last is answered, for `seconds`; the requests
 * still running then are waited for and counted, so a slow server is measured rather than cut off. Every answer must
 * be 2xx.
 */
async function load(url: string, method: 'PUT' | 'POST', next: () => Planned, serverPid: number, seconds = LOAD_SECONDS): Promise<Load> {
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let answered = 0;
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline && failures.length === 0) {
        const planned = next();
        const response = await call(`${url}${planned.path}`, method, planned.token, { confirmed: true });
        const body = await response.text();
        if (!response.ok) failures.push(`${response.status} ${body}`);
        else {
          answered += 1;
          planned.answered?.();
        }
      }
    }),
  );
  if (failures.length > 0) throw new Error(`${url}: ${failures.length} failed answers under load, the first: ${failures[0]}`);
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { requestsPerSecond: answered / elapsedSeconds, serverCpuMsPerRequest: (cpuMs(serverPid) - cpuBefore) / answered };
}

async function call(url: string, method: string, token: string | null, body?: unknown): Promise<Response> {
  return fetch(url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * Issue 16's schedule targets: RSVP writes/s with 500 concurrent clients beside a single-row insert on the same
 * server (the same access rule in front of both), taking turns in short rounds; a burst of 500 RSVPs for one session
 * with 50 seats and 20 waitlist places (none over capacity, none lost); and the scheduled-sessions list of a user
 * with 60 sessions. On real PostgreSQL when DATABASE_URL is set (a fresh database), else on the embedded one.
 */
export async function benchSchedule(port: number): Promise<ScheduleBench> {
  // A fresh database on the DATABASE_URL server, or the embedded one without it.
  const database = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL, 'confsite_bench') : undefined;
  const server = await startServer({
    port,
    readyPath: '/api/v1/ping',
    timeoutMs: 300_000,
    entry: 'bench/schedule-server.ts',
    env: { DATABASE_URL: database?.url ?? '', DEMO_SCALE: '0' },
  });
  const api = `${server.url}/api/v1`;
  try {
    const sessionIds = Array.from({ length: THROUGHPUT_SESSIONS }, (_, index) => `bench-rsvp-${index}`);
    const setup: ScheduleBenchSetup = {
      users: USERS,
      sessionIds: [...sessionIds, 'bench-burst'],
      capacity: { ...Object.fromEntries(sessionIds.map((id) => [id, USERS])), 'bench-burst': BURST.seats },
      waitlistCapacity: { ...Object.fromEntries(sessionIds.map((id) => [id, 0])), 'bench-burst': BURST.waitlist },
    };
    const setupAnswer = await call(`${server.url}${BENCH_SETUP_PATH}`, 'POST', null, setup);
    if (!setupAnswer.ok) throw new Error(`bench setup: ${setupAnswer.status} ${await setupAnswer.text()}`);
    const { tokens } = (await setupAnswer.json()) as { tokens: string[] };

    // Each RSVP is a new enrollment: user-major pairs, so concurrent requests spread over the sessions. Each answered
    // one is remembered by user and session, to be found stored afterwards.
    let pair = 0;
    const answered = new Map<string, Set<string>>();
    const nextRsvp = (): Planned => {
      const index = pair;
      pair += 1;
      const sessionId = sessionIds[index % THROUGHPUT_SESSIONS] as string;
      const token = tokens[Math.floor(index / THROUGHPUT_SESSIONS) % USERS] as string;
      const answeredOne = () => {
        const sessionsOfUser = answered.get(token) ?? new Set<string>();
        sessionsOfUser.add(sessionId);
        answered.set(token, sessionsOfUser);
      };
      return { path: `/api/v1/schedule/session/${sessionId}`, token, answered: answeredOne };
    };
    let inserts = 0;
    const nextInsert = () => ({ path: BENCH_INSERT_PATH, token: tokens[(inserts++) % USERS] as string });
    const pid = server.process.pid as number;
    await load(server.url, 'POST', nextInsert, pid, 1);
    const rounds: { rsvp: Load; insert: Load }[] = [];
    for (let round = 0; round < LOAD_ROUNDS; round += 1) {
      const insert = await load(server.url, 'POST', nextInsert, pid);
      rounds.push({ insert, rsvp: await load(server.url, 'PUT', nextRsvp, pid) });
    }
    if (pair > USERS * THROUGHPUT_SESSIONS) throw new Error('the bench ran out of new user and session pairs: raise USERS');

    // The burst: every client at once for one session.
    const burst = await Promise.all(tokens.slice(0, CONNECTIONS).map((token) => call(`${api}/schedule/session/bench-burst`, 'PUT', token, { confirmed: true })));
    const burstAnswers = await Promise.all(burst.map(async (response) => (response.ok ? ((await response.json()) as { addedSessions: { isWaitlisted: boolean }[] }) : null)));
    const burstWaitlisted = burstAnswers.filter((answer) => answer?.addedSessions[0]?.isWaitlisted).length;
    burstAnswers.forEach((answer, index) => {
      if (answer) answered.set(tokens[index] as string, new Set([...(answered.get(tokens[index] as string) ?? []), 'bench-burst']));
    });
    const burstRefused = burst.filter((response) => response.status === 409).length;

    // Every user's stored sessions, read back through the API: each answered RSVP must be there.
    let lost = 0;
    let burstScheduled = 0;
    for (const token of tokens) {
      const list = (await (await call(`${api}/schedule/sessions/en-US`, 'GET', token)).json()) as { sessionId: string; enrollmentStatus: string }[];
      const stored = new Set(list.map((item) => item.sessionId));
      lost += [...(answered.get(token) ?? [])].filter((sessionId) => !stored.has(sessionId)).length;
      burstScheduled += list.filter((item) => item.sessionId === 'bench-burst' && item.enrollmentStatus === 'scheduled').length;
    }

    // A user with 60 sessions on their schedule.
    const reader = tokens[USERS - 1] as string;
    for (const id of sessionIds) await call(`${api}/schedule/session/${id}`, 'PUT', reader, { confirmed: true });
    const listUrl = `${api}/schedule/sessions/en-US`;
    const items = ((await (await call(listUrl, 'GET', reader)).json()) as unknown[]).length;
    const times: number[] = [];
    for (let sample = 0; sample < 200 + LIST_SAMPLES; sample += 1) {
      const started = performance.now();
      await (await call(listUrl, 'GET', reader)).arrayBuffer();
      if (sample >= 200) times.push(performance.now() - started);
    }

    return {
      database: database ? 'PostgreSQL' : 'embedded PGlite',
      connections: CONNECTIONS,
      rsvpRps: median(rounds.map(({ rsvp }) => rsvp.requestsPerSecond)),
      insertRps: median(rounds.map(({ insert }) => insert.requestsPerSecond)),
      throughputRatio: median(rounds.map(({ rsvp, insert }) => rsvp.requestsPerSecond / insert.requestsPerSecond)),
      rsvpCpuMs: median(rounds.map(({ rsvp }) => rsvp.serverCpuMsPerRequest)),
      insertCpuMs: median(rounds.map(({ insert }) => insert.serverCpuMsPerRequest)),
      lost,
      answered: [...answered.values()].reduce((sum, sessions) => sum + sessions.size, 0),
      burstSeats: BURST.seats,
      burstWaitlist: BURST.waitlist,
      burstScheduled,
      burstWaitlisted,
      burstRefused,
      overCapacity: Math.max(0, burstScheduled - BURST.seats) + Math.max(0, burstWaitlisted - BURST.waitlist),
      items,
      listP50Ms: median(times),
      listP99Ms: percentile(times, 0.99),
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}
