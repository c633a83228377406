import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { devSubject } from '../../server/auth/dev-subjects';
import type { AppContext } from '../../server/context';
import type { Db } from '../../server/db/client';
import type { DevLoginRequest, Role } from '../../src/engine';
import { createPostgresDatabase } from './postgres-database';

export type Driver = 'pglite' | 'postgres';

/** Every suite runs on embedded PGlite, and on real PostgreSQL too when DATABASE_URL is set. */
export const DRIVERS: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const fixture = (...segments: string[]) => path.join(import.meta.dirname, 'fixtures', ...segments);

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database this server uses (postgres driver only): pass it to a second server to share it. */
  databaseUrl: string | undefined;
  /**
   * An Authorization header for a persona or for explicit scopes: a real session of the app, started as the dev login
   * starts one. `expired` starts a session that ran out a minute ago.
   */
  auth(who: Role | { scopes: string[]; name?: string }, options?: { expired?: boolean }): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * The demo conference at 2% (about 140 sessions, 400 attendees): every test server starts from a fresh database,
 * and the full conference would add seconds to each. Tests of the full size pass `demo` themselves.
 */
export const TEST_DEMO = { scale: 0.02 };

/** The address the test site is configured to be reached at (`PUBLIC_URL`). */
export const TEST_PUBLIC_URL = 'https://confsite.test';

/** A TCP port nobody listens on right now, for a server a test starts itself. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json<T>();

const exists = (file: string) => stat(file).then(() => true, () => false);

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '..', '..', 'server', 'db', 'migrations');

/** What makes a template: the PGlite version and every migration file, so a new migration makes a new template. */
async function templateKey(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const hash = createHash('sha256').update(version);
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data directory with the app's migrations applied, made once per machine and copied for every test server:
 * initdb and the migrations are most of a first start. The app still migrates (nothing left to do) and seeds the copy.
 */
// Once per test file: every server the file starts copies the same template.
let templateKeyOnce: Promise<string> | undefined;

async function pgliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `confsite-pglite-template-${await (templateKeyOnce ??= templateKey())}`);
  if (await exists(path.join(template, 'PG_VERSION'))) return template;
  const staging = `${template}.${randomBytes(4).toString('hex')}`;
  const client = await PGlite.create(staging);
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  await client.close();
  await rename(staging, template).catch(() => rm(staging, { recursive: true, force: true }));
  return template;
}

/** What the app hands the routes it registers: its context and the database, for tests that reach past the API. */
export type AppReach = AppContext & { db: Db };

/**
 * Builds the app on a fresh database with the fixture content, as the `cont` site unless told otherwise.
 * An overriding `databaseUrl` shares that database instead (which the first server owns and drops).
 */
export async function startServer(driver: Driver, overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  return startServerWithReach(driver, overrides);
}

/** `startServer`, plus the app's context and database (taken from an extra route plugin as the app registers it). */
export async function startServerWithReach(driver: Driver, overrides: Partial<AppOptions> = {}): Promise<TestServer & { reach: AppReach }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'confsite-api-'));
  const postgres = driver === 'postgres' && !overrides.databaseUrl ? await createPostgresDatabase(process.env.DATABASE_URL as string, 'confsite_test') : undefined;
  if (!postgres) await cp(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  let reach: AppReach | undefined;
  const capture: FastifyPluginAsync<AppReach> = async (_app, options) => {
    reach = options;
  };
  const app = await buildApp({
    dataDir,
    databaseUrl: postgres?.url,
    siteEnv: 'cont',
    nodeEnv: 'test',
    contentDir: fixture('pages-content'),
    localesDirs: [fixture('locales')],
    distDir: fixture('client-build'),
    jwtSecret: randomBytes(32).toString('hex'),
    logger: false,
    demo: TEST_DEMO,
    devFunctions: 'anywhere',
    publicUrl: TEST_PUBLIC_URL,
    ...overrides,
    extraApiRoutes: [...(overrides.extraApiRoutes ?? []), capture],
  });
  if (!reach) throw new Error('the app did not register the capture plugin');
  const { sessions } = reach;
  return {
    app,
    reach,
    dataDir,
    databaseUrl: overrides.databaseUrl ?? postgres?.url,
    async auth(who, options = {}) {
      const request: DevLoginRequest = typeof who === 'string' ? { persona: who } : who;
      const { token } = await sessions.start({ user: devSubject(request), ...(options.expired ? { lifetimeSeconds: -60 } : {}) });
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test server (embedded database) and every route it registered, as Fastify's onRoute hook saw them. */
export async function startServerWithRoutes(overrides: Partial<AppOptions> = {}): Promise<TestServer & { routes: RouteOptions[] }> {
  const routes: RouteOptions[] = [];
  const server = await startServer('pglite', { ...overrides, onRoute: (route) => routes.push(route) });
  return { ...server, routes };
}
