import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fromRoot } from '../paths';
import * as schema from './schema';

/** The database as services see it, whichever driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Db`: repositories write through it where several statements must hold together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Embedded PGlite keeps its files in `{dataDir}/pglite`. */
  dataDir: string;
  /** A `postgres://` URL selects node-postgres instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** An idle pooled connection failed (PostgreSQL restarted, the database was dropped); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

const MIGRATIONS = { migrationsFolder: fromRoot('server/db/migrations') };

function initialiseInWorker(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./init-embedded.mjs', import.meta.url), { workerData: dir });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initialising the embedded database failed (exit ${code})`))));
  });
}

// Drivers are imported lazily so the embedded start never loads pg and vice versa.
async function openEmbedded(dataDir: string): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const initialised = await stat(path.join(dir, 'PG_VERSION')).then(() => true, () => false);
  // initdb leaves hundreds of MB of wasm memory behind, which a collection may or may not have freed by the time the
  // server serves: in a worker thread of its own, it is all returned when the worker ends (costs ~0.5 s once).
  if (!initialised) await initialiseInWorker(dir);
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema });
  await migrate(db, MIGRATIONS);
  return { db, close: () => client.close() };
}

async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, node-postgres rethrows an idle client's error and the process dies.
  pool.on('error', onIdleError);
  const db = drizzle({ client: pool, schema });
  await migrate(db, MIGRATIONS);
  return { db, close: () => pool.end() };
}

/** Opens the database and applies pending migrations. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  const onIdleError = options.onIdleError ?? ((error: Error) => console.error('database connection lost', error));
  return options.databaseUrl ? openPostgres(options.databaseUrl, onIdleError) : openEmbedded(options.dataDir);
}
