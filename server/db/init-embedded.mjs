// Plain JavaScript: worker threads do not inherit the TypeScript loader the server runs with.
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// Runs in a worker thread (see openEmbedded): the memory initdb leaves behind goes with the worker.
await (await PGlite.create(workerData)).close();
