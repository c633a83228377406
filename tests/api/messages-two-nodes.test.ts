import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../../server/paths';
import { freePort } from './harness';
import { createPostgresDatabase } from './postgres-database';

const sharedInfrastructure = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

interface Node {
  url: string;
  child: ChildProcess;
}

/** `npm run serve` as an operator starts another node: its own process and data directory, the shared PostgreSQL and Redis. */
async function startNode(databaseUrl: string, dataDir: string): Promise<Node> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: fromRoot(),
    env: {
      ...process.env,
      HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_SCALE: '0.01',
      DIST_DIR: path.join(dataDir, 'no-client'), NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Serving ')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`node exited with ${code}:\n${log}`)));
  });
  return { url, child };
}

/** Signs a persona in through the dev login, as the sign-in page does; answers the session cookie. */
async function signIn(node: Node, persona: string): Promise<string> {
  const response = await fetch(`${node.url}/api/v1/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona }) });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** The live stream of one node as a page opens it; resolves each awaited event by name as it arrives. */
async function openLive(node: Node, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${node.url}/api/v1/live`, { headers: { cookie }, signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(name: string): Promise<Record<string, unknown>> {
      for (;;) {
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          if (new RegExp(`^event: ${name}$`, 'm').test(frame)) return JSON.parse(/^data: (.+)$/m.exec(frame)?.[1] ?? '{}') as Record<string, unknown>;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

describe.skipIf(!sharedInfrastructure)('messages across two server processes (postgres + redis)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  const nodes: Node[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.DATABASE_URL as string, 'confsite_nodes');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'confsite-nodes-'));
    // The first node migrates and seeds the database; the second joins it.
    nodes.push(await startNode(database.url, path.join(dataDir, 'a')));
    nodes.push(await startNode(database.url, path.join(dataDir, 'b')));
  }, 180_000);
  afterAll(async () => {
    for (const node of nodes) {
      const exited = new Promise((resolve) => node.child.once('exit', resolve));
      node.child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a message sent through node A to the recipient\'s live stream on node B, and B serves it', async () => {
    const [nodeA, nodeB] = nodes as [Node, Node];
    const sender = await signIn(nodeA, 'attendee');
    const recipient = await signIn(nodeB, 'speaker');
    const recipientKey = ((await (await fetch(`${nodeB.url}/api/v1/profile/summary`, { headers: { cookie: recipient } })).json()) as { attendeeId: string }).attendeeId;
    const stream = await openLive(nodeB, recipient);
    try {
      const started = performance.now();
      const sent = await fetch(`${nodeA.url}/api/v1/messages/send`, {
        method: 'POST',
        headers: { cookie: sender, 'content-type': 'application/json' },
        body: JSON.stringify({ messageToKey: recipientKey, body: 'Hello from node A' }),
      });
      expect(sent.status).toBe(200);
      const message = (await sent.json()) as { id: string };
      const event = await stream.next('onMessageReceived');
      expect(event).toMatchObject({ userId: 'dev-speaker', messageId: message.id, meetingId: null });
      expect(performance.now() - started).toBeLessThan(5_000);
      const unread = (await (await fetch(`${nodeB.url}/api/v1/messages/unreadCount`, { headers: { cookie: recipient } })).json()) as { count: number };
      expect(unread.count).toBe(1);
    } finally {
      stream.close();
    }
  });
});
