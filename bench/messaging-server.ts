import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../server/app';
import { devSubject } from '../server/auth/dev-subjects';
import { createRandom } from '../server/catalogue/demo/random';
import { writeCatalogue } from '../server/catalogue/writes';
import type { AppContext } from '../server/context';
import type { Db } from '../server/db/client';
import { conversationMembers, conversations, meetingParticipants, meetings, messages } from '../server/db/schema';
import { ROLE_SCOPES } from '../src/engine';
import { attendee } from '../tests/engine/catalogue-search/builders';
import { createPostgresDatabase } from '../tests/api/postgres-database';
import { startServer, type RunningServer } from './server-process';
import { percentile } from './stats';

/** Message send on one node → the recipient's `onMessageReceived` frame, each time from just before the POST. */
export interface LiveAcrossNodes {
  sends: number;
  /** Arrival on the recipient's stream on the other node (B). */
  otherNodeP50Ms: number;
  otherNodeP99Ms: number;
  /** The same message's arrival on the recipient's stream on the sending node (A), which also hears it back from Redis. */
  sameNodeP50Ms: number;
  sameNodeP99Ms: number;
  /** The POST answered on node A. */
  sendAnsweredP50Ms: number;
  sendAnsweredP99Ms: number;
}

export interface MessagingServerBench {
  driver: 'postgres' | 'pglite';
  /** The reader's inbox: conversations (`meetingConversations` of them a meeting's), their messages, their unread ones. */
  conversations: number;
  meetingConversations: number;
  messages: number;
  unread: number;
  /** Other people's conversations and messages in the same tables. */
  backgroundMessages: number;
  /** In process, one call at a time, taking turns. */
  inboxP50Ms: number;
  inboxP99Ms: number;
  unreadP50Ms: number;
  unreadP99Ms: number;
  /** A signed-in GET /ping (the session check every call above pays), the floor. */
  floorP50Ms: number;
  floorP99Ms: number;
  live: LiveAcrossNodes | { skipped: string };
}

const CONVERSATIONS = 300;
const MEETING_CONVERSATIONS = 30;
const MESSAGES = 10_000;
const BACKGROUND_CONVERSATIONS = 2_000;
const BACKGROUND_MESSAGES = 40_000;
const INSERT_BATCH = 2_000;
const WARM_UP = 50;
const SAMPLES = 1_000;
const READER = devSubject({ scopes: [...ROLE_SCOPES.attendee], name: 'Bench Reader' });

const LIVE_PERSONAS = ['attendee', 'inperson-attendee', 'speaker', 'qa', 'contenteditor', 'siteeditor'] as const;
const LIVE_WARM_UP = 50;
const LIVE_SAMPLES = 500;
const LIVE_TIMEOUT_MS = 5_000;

/** A seeded conversation: its members, the one whose read state is shaped (`reader`), its share of the messages. */
interface Thread {
  reader: string;
  others: string[];
  messages: number;
  /** The last messages, by others, that `reader` has not read. */
  unreadTail: number;
  /** A meeting's group messages; null for two people's direct ones. */
  meetingId: string | null;
}

const contactId = (n: number) => `bench-contact-${n}`;
/** Zero-padded, so the pairs' ids sort as `userLow` < `userHigh` must. */
const otherId = (n: number) => `bench-other-${String(n).padStart(5, '0')}`;
/** `total` spread over `count` parts of nearly equal size. */
const share = (total: number, count: number, index: number) => Math.floor((total * (index + 1)) / count) - Math.floor((total * index) / count);

function readerThreads(): Thread[] {
  return Array.from({ length: CONVERSATIONS }, (_, n) => {
    const meeting = n < MEETING_CONVERSATIONS;
    const others = meeting ? [0, 1, 2].map((offset) => contactId((n * 3 + offset) % (CONVERSATIONS - MEETING_CONVERSATIONS))) : [contactId(n - MEETING_CONVERSATIONS)];
    const meetingId = meeting ? `bench-meeting-${n}` : null;
    return { reader: READER.id, others, messages: share(MESSAGES, CONVERSATIONS, n), unreadTail: n % 3 === 0 ? 1 + (n % 4) : 0, meetingId };
  });
}

function backgroundThreads(): Thread[] {
  return Array.from({ length: BACKGROUND_CONVERSATIONS }, (_, n) => ({
    reader: otherId(2 * n),
    others: [otherId(2 * n + 1)],
    messages: share(BACKGROUND_MESSAGES, BACKGROUND_CONVERSATIONS, n),
    unreadTail: n % 4,
    meetingId: null,
  }));
}

/**
 * Who wrote the `k`-th message of a thread: the unread tail is others', the message before it the reader's (one has
 * read what one wrote), the rest take turns.
 */
function authorOf(thread: Thread, k: number): string {
  const firstUnread = thread.messages - thread.unreadTail;
  const other = thread.others[k % thread.others.length] as string;
  if (k >= firstUnread) return other;
  if (k === firstUnread - 1) return thread.reader;
  return k % 2 === 0 ? other : thread.reader;
}

/**
 * The reader's 300 conversations and 10,000 messages, and other people's, straight into the tables. The messages go in
 * shuffled over the conversations in time order; then, from them, as the send and read transactions keep it: each
 * message's parent (the one before it), each conversation's latest message, each member's read state (up to their own
 * latest message) and unread counter (others' messages after it).
 */
async function seedInboxes(db: Db, threads: readonly Thread[]): Promise<void> {
  const meetingThreads = threads.filter((thread): thread is Thread & { meetingId: string } => thread.meetingId !== null);
  const startsAt = new Date(Date.UTC(2027, 2, 10, 17));
  await db.insert(meetings).values(
    meetingThreads.map((thread) => ({
      id: thread.meetingId,
      ownerId: thread.reader,
      subject: `Meeting ${thread.meetingId}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      meetingLocation: 'Meeting area',
    })),
  );
  await db.insert(meetingParticipants).values(meetingThreads.flatMap(({ meetingId, others }) => others.map((userId) => ({ meetingId, userId, response: 'accepted' as const }))));

  const ids: number[] = [];
  for (let start = 0; start < threads.length; start += INSERT_BATCH) {
    const rows = threads.slice(start, start + INSERT_BATCH).map((thread) => {
      if (thread.meetingId) return { meetingId: thread.meetingId };
      const [userLow, userHigh] = [thread.reader, thread.others[0] as string].sort() as [string, string];
      return { userLow, userHigh };
    });
    ids.push(...(await db.insert(conversations).values(rows).returning({ id: conversations.id })).map((row) => row.id));
  }
  const members = threads.flatMap((thread, index) => [thread.reader, ...thread.others].map((userId) => ({ conversationId: ids[index] as number, userId })));
  for (let start = 0; start < members.length; start += INSERT_BATCH) await db.insert(conversationMembers).values(members.slice(start, start + INSERT_BATCH));

  const random = createRandom(21, 'bench-messaging');
  const order = random.shuffle(threads.flatMap((thread, index) => Array.from({ length: thread.messages }, () => index)));
  const written = new Array<number>(threads.length).fill(0);
  const firstAt = Date.now() - 30 * 24 * 60 * 60_000;
  const rows = order.map((index, position) => {
    const thread = threads[index] as Thread;
    const k = written[index] ?? 0;
    written[index] = k + 1;
    const authorId = authorOf(thread, k);
    const recipientId = thread.meetingId ? null : authorId === thread.reader ? (thread.others[0] as string) : thread.reader;
    const body = `Message ${k + 1}: shall we meet after the keynote? The notes are at https://example.com/notes/${index}`;
    return { conversationId: ids[index] as number, authorId, recipientId, body, createdAt: new Date(firstAt + position * 1_000) };
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) await db.insert(messages).values(rows.slice(start, start + INSERT_BATCH));

  await db.execute(sql`
    update messages set parent_id = previous.id
    from (select id as next_id, lag(id) over (partition by conversation_id order by id) as id from messages) previous
    where messages.id = previous.next_id and previous.id is not null`);
  await db.execute(sql`
    update conversations set last_message_id = latest.id, last_message_at = latest.created_at
    from (select distinct on (conversation_id) conversation_id, id, created_at from messages order by conversation_id, id desc) latest
    where conversations.id = latest.conversation_id`);
  await db.execute(sql`
    update conversation_members set read_up_to = coalesce(
      (select max(id) from messages where messages.conversation_id = conversation_members.conversation_id and messages.author_id = conversation_members.user_id), 0)`);
  await db.execute(sql`
    update conversation_members set unread = (
      select count(*) from messages
      where messages.conversation_id = conversation_members.conversation_id and messages.id > conversation_members.read_up_to
        and messages.author_id <> conversation_members.user_id)`);
  // The tables as autovacuum leaves them after such a load: dead row versions of the updates above gone, statistics
  // gathered, so the planner and the index scans see tables of this size rather than the load's leftovers.
  await db.execute(sql`vacuum analyze conversations, conversation_members, messages`);
}

/**
 * Issue 21's inbox targets, in process (no network noise), on PostgreSQL when DATABASE_URL is set (a fresh database),
 * else embedded: GET /conversation and GET /messages/unreadCount for a user with 10,000 messages in 300 conversations
 * (30 of them a meeting's group messages, about a third with unread messages) among 40,000 other people's, taking
 * turns with a signed-in GET /ping, the floor.
 */
async function benchInbox(): Promise<Omit<MessagingServerBench, 'live'>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'confsite-bench-messaging-'));
  const database = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL, 'confsite_bench') : undefined;
  let reach: (AppContext & { db: Db }) | undefined;
  const capture: FastifyPluginAsync<AppContext & { db: Db }> = async (_app, context) => {
    reach = context;
  };
  const app = await buildApp({ dataDir, databaseUrl: database?.url, siteEnv: 'cont', nodeEnv: 'test', publicUrl: 'https://bench.confsite.test', demo: { scale: 0 }, rateLimits: false, extraApiRoutes: [capture] });
  try {
    const { db, live, sessions } = reach as AppContext & { db: Db };
    const person = (userId: string, displayName: string) =>
      attendee({ attendeeId: `att-${userId}`, userId, displayName, isAvailableForMeetings: true, jobTitle: 'Engineer', company: 'Contoso' });
    const contacts = Array.from({ length: CONVERSATIONS - MEETING_CONVERSATIONS }, (_, n) => person(contactId(n), `Contact Person ${n}`));
    await writeCatalogue(db, live, { attendees: [person(READER.id, READER.displayName), ...contacts], companies: [] });
    const threads = readerThreads();
    await seedInboxes(db, [...threads, ...backgroundThreads()]);
    const unread = threads.reduce((sum, thread) => sum + thread.unreadTail, 0);

    const headers = { authorization: `Bearer ${(await sessions.start({ user: READER })).token}` };
    const calls = { inbox: '/api/v1/conversation', unread: '/api/v1/messages/unreadCount', floor: '/api/v1/ping' } as const;
    const inbox = (await app.inject({ url: calls.inbox, headers })).json<{ conversations: unknown[]; unreadCount: number }>();
    if (inbox.conversations.length !== CONVERSATIONS || inbox.unreadCount !== unread) {
      throw new Error(`the inbox lists ${inbox.conversations.length} conversations with ${inbox.unreadCount} unread, not ${CONVERSATIONS} with ${unread}`);
    }
    const times: Record<keyof typeof calls, number[]> = { inbox: [], unread: [], floor: [] };
    const names = Object.keys(calls) as (keyof typeof calls)[];
    for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
      // Each call goes first in turn, so none always follows the same one.
      for (const name of [...names.slice(sample % 3), ...names.slice(0, sample % 3)]) {
        const started = performance.now();
        const response = await app.inject({ url: calls[name], headers });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${calls[name]} answered ${response.statusCode}: ${response.body}`);
        if (sample >= WARM_UP) times[name].push(elapsed);
      }
    }
    return {
      driver: database ? 'postgres' : 'pglite',
      conversations: CONVERSATIONS,
      meetingConversations: MEETING_CONVERSATIONS,
      messages: MESSAGES,
      unread,
      backgroundMessages: BACKGROUND_MESSAGES,
      inboxP50Ms: percentile(times.inbox, 0.5),
      inboxP99Ms: percentile(times.inbox, 0.99),
      unreadP50Ms: percentile(times.unread, 0.5),
      unreadP99Ms: percentile(times.unread, 0.99),
      floorP50Ms: percentile(times.floor, 0.5),
      floorP99Ms: percentile(times.floor, 0.99),
    };
  } finally {
    await app.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A node's live stream as a page opens it, noting when each `onMessageReceived` frame arrived, by message id. */
async function openLive(url: string, cookie: string) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest(`${url}/api/v1/live`, { headers: { cookie } }, resolve).on('error', reject).end();
  });
  if (response.statusCode !== 200) throw new Error(`${url}/api/v1/live answered ${response.statusCode}`);
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, (arrived: number) => void>();
  let buffer = '';
  response.setEncoding('utf8').on('data', (chunk: string) => {
    const arrived = performance.now();
    buffer += chunk;
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const frame of frames) {
      if (!/^event: onMessageReceived$/m.test(frame)) continue;
      const { messageId } = JSON.parse(/^data: (.+)$/m.exec(frame)?.[1] ?? '{}') as { messageId?: string };
      if (!messageId) continue;
      arrivals.set(messageId, arrived);
      waiting.get(messageId)?.(arrived);
    }
  });
  return {
    /** When the message's frame arrived, waiting for it if it has not yet. */
    arrival(messageId: string): Promise<number> {
      const arrived = arrivals.get(messageId);
      if (arrived !== undefined) return Promise.resolve(arrived);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`message ${messageId} did not reach ${url}'s stream within ${LIVE_TIMEOUT_MS} ms`)), LIVE_TIMEOUT_MS);
        waiting.set(messageId, (at) => {
          clearTimeout(timer);
          waiting.delete(messageId);
          resolve(at);
        });
      });
    },
    close: () => response.destroy(),
  };
}

type LiveStream = Awaited<ReturnType<typeof openLive>>;

/** A persona of the ring: their session, their attendee key, their open streams on both nodes. */
interface Participant {
  persona: string;
  cookie: string;
  attendeeId: string;
  onA: LiveStream;
  onB: LiveStream;
}

/** Signs a persona in through the dev login on `url`; answers the session cookie, which every node sharing the database accepts. */
async function signIn(url: string, persona: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona }) });
  if (!response.ok) throw new Error(`dev login as ${persona}: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/**
 * Issue 21's live target: two `server/main.ts` processes on one fresh PostgreSQL database and the REDIS_URL Redis; the
 * six dev personas (public demo attendees, available for meetings) send to each other in a ring through node A, one
 * message at a time, each recipient listening on both nodes. The nodes run with RATE_LIMITS=off: the ring sends far
 * more than 30 messages a minute each, and what is measured is delivery, not the limiter's refusals.
 */
async function benchLiveAcrossNodes(ports: readonly [number, number], databaseUrl: string, redisUrl: string): Promise<LiveAcrossNodes> {
  const database = await createPostgresDatabase(databaseUrl, 'confsite_bench_nodes');
  const nodes: RunningServer[] = [];
  const streams: LiveStream[] = [];
  try {
    // One signing key, as an operator shares it between nodes: a session started on one is good on the other.
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, JWT_SECRET: randomBytes(32).toString('hex'), DEMO_SCALE: '0.01', RATE_LIMITS: 'off' };
    // The first node migrates and seeds the database; the second joins it.
    for (const port of ports) nodes.push(await startServer({ port, readyPath: '/api/v1/ping', nodeEnv: 'test', timeoutMs: 300_000, env }));
    const [nodeA, nodeB] = nodes as [RunningServer, RunningServer];
    const people: Participant[] = [];
    for (const persona of LIVE_PERSONAS) {
      const cookie = await signIn(nodeA.url, persona);
      const summary = await fetch(`${nodeB.url}/api/v1/profile/summary`, { headers: { cookie } });
      if (!summary.ok) throw new Error(`the profile summary of ${persona} answered ${summary.status}`);
      const { attendeeId } = (await summary.json()) as { attendeeId: string };
      const onA = await openLive(nodeA.url, cookie);
      const onB = await openLive(nodeB.url, cookie);
      streams.push(onA, onB);
      people.push({ persona, cookie, attendeeId, onA, onB });
    }
    const times = { otherNode: [] as number[], sameNode: [] as number[], answered: [] as number[] };
    for (let sample = 0; sample < LIVE_WARM_UP + LIVE_SAMPLES; sample += 1) {
      const sender = people[sample % people.length] as Participant;
      const recipient = people[(sample + 1) % people.length] as Participant;
      const started = performance.now();
      const response = await fetch(`${nodeA.url}/api/v1/messages/send`, {
        method: 'POST',
        headers: { cookie: sender.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ messageToKey: recipient.attendeeId, body: `Bench message ${sample} from ${sender.persona}` }),
      });
      const answered = performance.now();
      if (!response.ok) throw new Error(`a send answered ${response.status}: ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      const [onB, onA] = await Promise.all([recipient.onB.arrival(id), recipient.onA.arrival(id)]);
      if (sample < LIVE_WARM_UP) continue;
      times.otherNode.push(onB - started);
      times.sameNode.push(onA - started);
      times.answered.push(answered - started);
    }
    return {
      sends: LIVE_SAMPLES,
      otherNodeP50Ms: percentile(times.otherNode, 0.5),
      otherNodeP99Ms: percentile(times.otherNode, 0.99),
      sameNodeP50Ms: percentile(times.sameNode, 0.5),
      sameNodeP99Ms: percentile(times.sameNode, 0.99),
      sendAnsweredP50Ms: percentile(times.answered, 0.5),
      sendAnsweredP99Ms: percentile(times.answered, 0.99),
    };
  } finally {
    for (const stream of streams) stream.close();
    for (const node of nodes) await node.stop();
    await database.drop();
  }
}

/** Issue 21's messaging targets: the inbox and unread count in process, then live delivery across two nodes when PostgreSQL and Redis are there. */
export async function benchMessagingServer(ports: readonly [number, number]): Promise<MessagingServerBench> {
  const inbox = await benchInbox();
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  const missing = [databaseUrl ? [] : 'DATABASE_URL', redisUrl ? [] : 'REDIS_URL'].flat();
  const live = databaseUrl && redisUrl ? await benchLiveAcrossNodes(ports, databaseUrl, redisUrl) : { skipped: `${missing.join(' and ')} not set: two nodes need a shared PostgreSQL and Redis` };
  return { ...inbox, live };
}
