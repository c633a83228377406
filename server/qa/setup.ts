import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Environment } from '../../src/engine';
import type { SessionService } from '../auth/sessions';
import type { Db } from '../db/client';
import type { SettingsService } from '../settings/service';
import { createImageComparer } from './compare';
import { createQaDesigns } from './designs';
import { createQaFiles } from './files';
import { qaRoutes } from './routes';
import { startQaRunner, type CapturesPages } from './runner';
import { createQaRuns } from './runs';
import { createScreenshotter, robotSignIn, type Screenshotter, type ScreenshotterOptions } from './screenshots';
import { createQaService } from './service';

/** The QA tool's knobs (`QA_*` variables); tests shorten the settle wait. */
export interface QaOptions {
  /** Pages the server's browser works on at once (default 2): the bound on a run's load on this machine. */
  pages?: number | undefined;
  /** The settle time before a screenshot (default the spec's 2 s). */
  waitMs?: number | undefined;
  /** How often an idle node looks for queued runs (default 2 s). */
  pollMs?: number | undefined;
  chromiumPath?: string | undefined;
}

export interface QaSetup {
  db: Db;
  sessions: SessionService;
  settings: SettingsService;
  siteEnv: Environment;
  publicUrl: string;
  dataDir: string;
  apiPrefix: string;
  uploadsDir: string;
  uploadsPath: string;
  options: QaOptions;
}

/** Where this server itself answers, for its own browser: the bound address, a wildcard bind read as loopback. */
function ownOrigin(app: FastifyInstance): string | undefined {
  const address = app.addresses().find((entry) => typeof entry === 'object');
  if (!address || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The screenshotter, made at its first capture: only then is the address this server listens on known. */
function screenshotterOnceListening(app: FastifyInstance, options: Omit<ScreenshotterOptions, 'siteOrigin'>): CapturesPages {
  let screenshotter: Screenshotter | undefined;
  return {
    async capture(request) {
      const siteOrigin = ownOrigin(app);
      if (!siteOrigin) throw new Error('The server is not listening yet');
      screenshotter ??= createScreenshotter({ ...options, siteOrigin });
      return screenshotter.capture(request);
    },
    close: async () => screenshotter?.close(),
  };
}

/** Registers the QA routes and starts this node's QA runner (stopped when the app closes). */
export async function setUpQa(app: FastifyInstance, setup: QaSetup): Promise<void> {
  const { db, options } = setup;
  const files = createQaFiles(path.join(setup.dataDir, 'qa'), setup.apiPrefix);
  const runs = createQaRuns(db);
  const designs = createQaDesigns(db, files);
  const pages = options.pages ?? 2;
  const runner = startQaRunner({
    runs,
    designs,
    files,
    settings: setup.settings,
    siteEnv: setup.siteEnv,
    siteOrigin: () => ownOrigin(app),
    concurrency: pages,
    pollMs: options.pollMs,
    screenshotter: screenshotterOnceListening(app, {
      pages,
      waitMs: options.waitMs,
      executablePath: options.chromiumPath,
      ...robotSignIn({ sessions: setup.sessions }),
    }),
    comparer: createImageComparer({ workers: Math.max(1, Math.min(2, os.availableParallelism() - 1)) }),
    onError: (error) => app.log.error({ err: error }, 'QA runner'),
  });
  app.addHook('onClose', () => runner.stop());
  const qa = createQaService({ runs, designs, files, settings: setup.settings, siteEnv: setup.siteEnv, publicUrl: setup.publicUrl, apiPrefix: setup.apiPrefix, uploadsDir: setup.uploadsDir, uploadsPath: setup.uploadsPath });
  await app.register(qaRoutes, { prefix: setup.apiPrefix, qa, runs, files, runner });
}
