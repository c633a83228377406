import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ImportSummary } from '../../schemas/generated/api/catalogue/import-summary';
import type { ScheduleImportRequest } from '../../schemas/generated/api/catalogue/import-request';
import type { Environment } from '../../src/engine';
import { CONTENT_EDITORS } from '../auth/access-rules';
import type { Db } from '../db/client';
import { rooms } from '../db/schema';
import { contract } from '../http/contract';
import { HttpError } from '../http/errors';
import type { LiveBus } from '../live/bus';
import type { SettingsService } from '../settings/service';
import { exportC3vocV1 } from './export/c3voc-v1';
import { importSchedule } from './import/run-import';
import { siteConference } from './import/site-conference';
import type { CatalogueService } from './service';

export interface ScheduleFileRouteOptions {
  db: Db;
  live: LiveBus;
  settings: SettingsService;
  siteEnv: Environment;
  catalogue: CatalogueService;
  /** Where the exported schedule's links point (the configured `PUBLIC_URL`, never the request's Host). */
  publicUrl: string;
}

// A large conference's full schedule with abstracts and biographies runs to tens of megabytes.
const IMPORT_BODY_LIMIT_BYTES = 50 * 1024 * 1024;

/** Paths in the answer point into the request body, as the other routes' validation errors do. */
const inBody = <T extends { path: string }>(issues: readonly T[]) => issues.map((issue) => ({ ...issue, path: `/body${issue.path}` }));

/**
 * `POST /catalogue/import` (content and site editors): a c3voc (v1, v2) or Sessionize schedule file, written in one
 * transaction or not at all. `GET /catalogue/export/c3voc` (public): the catalogue's schedule as c3voc v1 JSON.
 */
export const scheduleFileRoutes: FastifyPluginAsync<ScheduleFileRouteOptions> = async (app, { db, live, settings, siteEnv, catalogue, publicUrl }) => {
  app.post<{ Body: ScheduleImportRequest }>(
    '/catalogue/import',
    {
      config: { access: CONTENT_EDITORS },
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: { body: contract('catalogue/import-request'), response: { 200: contract('catalogue/import-summary'), 400: contract('catalogue/import-failure') } },
    },
    async (request): Promise<ImportSummary> => {
      const { timeZone } = siteConference((await settings.snapshot(siteEnv)).all);
      const run = await importSchedule(db, live, request.body, { siteTimeZone: timeZone });
      if (!run.ok) {
        throw new HttpError(400, 'The schedule file was not imported: nothing was written', {
          error: 'ValidationError',
          body: { format: run.format, details: inBody(run.errors), warnings: inBody(run.warnings) },
        });
      }
      const { ok: _ok, ...summary } = run;
      return { ...summary, warnings: inBody(summary.warnings) };
    },
  );

  app.get('/catalogue/export/c3voc', { config: { access: 'public' } }, async (_request, reply) => {
    const [index, snapshot, roomList] = await Promise.all([
      catalogue.index(),
      settings.snapshot(siteEnv),
      db.select().from(rooms).orderBy(asc(rooms.sortOrder)),
    ]);
    const conference = siteConference(snapshot.all);
    reply.header('content-disposition', 'inline; filename="schedule.json"');
    return exportC3vocV1(
      { rooms: roomList, sessions: index.sessions.items, speaker: index.speaker },
      { ...conference, baseUrl: publicUrl, generatedAt: new Date() },
    );
  });
};
