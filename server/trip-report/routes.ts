import type { FastifyPluginAsync } from 'fastify';
import type { TripReportParams } from '../../schemas/generated/api/schedule/trip-report-params';
import type { CurrentUser, Environment } from '../../src/engine';
import { requireFlags } from '../calendar/schedule-flags';
import { siteConference } from '../catalogue/import/site-conference';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import { contract } from '../http/contract';
import type { SettingsService } from '../settings/service';
import { serverTexts } from '../translations/server-texts';
import type { TranslationService } from '../translations/service';
import { tripReportData } from './report-data';
import { tripReportDocument } from './report-document';

export interface TripReportRouteOptions {
  db: Db;
  catalogue: CatalogueService;
  settings: SettingsService;
  translations: TranslationService;
  siteEnv: Environment;
  /** The site's configured origin, for the links in the document. */
  publicUrl: string;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `GET /schedule/tripreport/{lang}`: the caller's trip report as a Word document (flag showTripReportAction). */
export const tripReportRoutes: FastifyPluginAsync<TripReportRouteOptions> = async (app, { db, catalogue, settings, translations, siteEnv, publicUrl }) => {
  app.get<{ Params: TripReportParams }>(
    '/schedule/tripreport/:lang',
    // A document written per request costs far more than a read: counted like searches.
    { config: { access: 'authenticated', limit: 'search' }, schema: { params: contract('schedule/trip-report-params') } },
    async (request, reply) => {
      const snapshot = await requireFlags(settings, siteEnv, ['showTripReportAction']);
      const user = request.user as CurrentUser;
      const locale = request.params.lang;
      const [index, now, t] = await Promise.all([catalogue.index(), catalogue.now(), serverTexts(translations, siteEnv, locale, user)]);
      const data = await tripReportData(user, { db, index, snapshot, now });
      const { title, timeZone } = siteConference(snapshot.all);
      const file = await tripReportDocument(data, { programName: title, userName: user.displayName, timeZone, locale, publicUrl, now, t });
      return reply
        .type(DOCX_TYPE)
        .header('content-disposition', 'attachment; filename="trip-report.docx"')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
