import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CalendarQuery } from '../../schemas/generated/api/schedule/calendar-query';
import type { CalendarFeedParams } from '../../schemas/generated/api/schedule/feed-params';
import type { ScheduleWebcal } from '../../schemas/generated/api/schedule/webcal';
import { DEFAULT_LOCALE, type CurrentUser, type Environment, type Locale } from '../../src/engine';
import { EVENT_TOOLS } from '../auth/access-rules';
import type { TokenSealer } from '../auth/sealed-tokens';
import { siteConference, type SiteConference } from '../catalogue/import/site-conference';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import { contract } from '../http/contract';
import { createScheduleRepository } from '../schedule/repository';
import { notFound } from '../http/errors';
import type { SettingsService, SettingsSnapshot } from '../settings/service';
import { serverTexts } from '../translations/server-texts';
import type { TranslationService } from '../translations/service';
import { calendarFile } from './calendar-file';
import { createFeedTokens, type FeedOwner } from './feed-tokens';
import { requireFlags, type ScheduleFlag } from './schedule-flags';
import { scheduleEntriesOf } from './schedule-entries';

export interface CalendarRouteOptions {
  db: Db;
  catalogue: CatalogueService;
  settings: SettingsService;
  translations: TranslationService;
  siteEnv: Environment;
  /** Seals the feed tokens kept for showing a user their link again. */
  sealer: TokenSealer;
  /** The site's configured origin: links and UIDs are built from it, never from the request's Host. */
  publicUrl: string;
}

type CalendarRequest = FastifyRequest<{ Querystring: CalendarQuery }>;

const API_PATH = '/api/v1';
const FEED_PATH = '/schedule/feed/';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const ICS_SUFFIX = /\.ics$/;

// Personal routes: the tools scope like the schedule page; the access rule has refused anyone else.
const personal = { access: EVENT_TOOLS } as const;
// A file written per request costs more than a read: counted like searches.
const personalFile = { ...personal, limit: 'search' } as const;
const caller = (request: FastifyRequest) => request.user as CurrentUser;
const ownerOf = (user: CurrentUser): FeedOwner => ({ userId: user.id, attendeeType: user.attendeeType?.current });
const calendarQuery = contract('schedule/calendar-query');

// Checking the zone name builds an Intl formatter, dearer than the rest of a feed: once per settings snapshot.
const conferences = new WeakMap<SettingsSnapshot, SiteConference>();
const conferenceOf = (snapshot: SettingsSnapshot): SiteConference => {
  let conference = conferences.get(snapshot);
  if (!conference) conferences.set(snapshot, (conference = siteConference(snapshot.all)));
  return conference;
};

/**
 * The personal schedule as a calendar (spec 1 §2 export calendar, §7 GET /schedule/webcal): `GET /schedule/ics`
 * downloads it once; `GET /schedule/webcal` gives a subscribable link whose secret token `POST /schedule/webcal/token`
 * replaces and `DELETE /schedule/webcal/token` revokes; `GET /schedule/feed/{token}.ics` serves it to calendar apps.
 */
export const calendarRoutes: FastifyPluginAsync<CalendarRouteOptions> = async (app, options) => {
  const { db, catalogue, settings, translations, siteEnv, sealer, publicUrl } = options;
  const schedule = createScheduleRepository(db);
  const tokens = createFeedTokens(db, sealer);
  const origin = publicUrl.replace(/\/+$/, '');

  async function calendarOf(owner: FeedOwner, locale: Locale, viewer: CurrentUser | null): Promise<string> {
    const [index, snapshot, now] = await Promise.all([catalogue.index(), settings.snapshot(siteEnv), catalogue.now()]);
    const user = { id: owner.userId, attendeeType: owner.attendeeType };
    const [list, t] = await Promise.all([scheduleEntriesOf(schedule, user, index, now), serverTexts(translations, siteEnv, locale, viewer)]);
    const { title, timeZone } = conferenceOf(snapshot);
    return calendarFile(list, {
      name: t('translate.base.schedule.calendar.name', { programName: title }),
      removedTitle: t('translate.base.schedule.calendar.removed-session'),
      timeZone,
      publicUrl,
      locale,
    });
  }

  const links = (token: string, lang: Locale | undefined): ScheduleWebcal => {
    const https = `${origin}${API_PATH}${FEED_PATH}${token}.ics${lang ? `?lang=${lang}` : ''}`;
    return { https, webcal: https.replace(/^https?:/, 'webcal:') };
  };
  const guard = (...flags: ScheduleFlag[]) => requireFlags(settings, siteEnv, ['enableMySchedule', ...flags]);

  app.get('/schedule/ics', { config: personalFile, schema: { querystring: calendarQuery } }, async (request: CalendarRequest, reply) => {
    await guard('showDownloadToCalendar');
    const body = await calendarOf(ownerOf(caller(request)), request.query.lang ?? DEFAULT_LOCALE, caller(request));
    return reply.type(CALENDAR_TYPE).header('content-disposition', 'attachment; filename="schedule.ics"').header('cache-control', 'private, no-store').send(body);
  });

  const webcal = { querystring: calendarQuery, response: { 200: contract('schedule/webcal') } };
  app.get('/schedule/webcal', { config: personal, schema: webcal }, async (request: CalendarRequest): Promise<ScheduleWebcal> => {
    await guard('enableWebCal');
    return links(await tokens.tokenOf(ownerOf(caller(request))), request.query.lang);
  });

  app.post('/schedule/webcal/token', { config: personal, schema: webcal }, async (request: CalendarRequest): Promise<ScheduleWebcal> => {
    await guard('enableWebCal');
    return links(await tokens.regenerate(ownerOf(caller(request))), request.query.lang);
  });

  app.delete('/schedule/webcal/token', { config: personal, schema: { response: { 204: contract('no-content') } } }, async (request, reply) => {
    await guard('enableWebCal');
    await tokens.revoke(caller(request).id);
    return reply.code(204).send();
  });

  // Public: the token is the only key. Calendar services fetch many users' feeds from few addresses, hence the search
  // group's generous limit rather than sign-in's.
  app.get<{ Params: CalendarFeedParams; Querystring: CalendarQuery }>(
    `${FEED_PATH}:token`,
    { config: { access: 'public', limit: 'search' }, schema: { params: contract('schedule/feed-params'), querystring: calendarQuery } },
    async (request, reply: FastifyReply) => {
      await requireFlags(settings, siteEnv, ['enableMySchedule', 'enableWebCal'], 404);
      const owner = await tokens.ownerOf(request.params.token.replace(ICS_SUFFIX, ''));
      if (!owner) throw notFound('No calendar at this link: it was revoked or replaced by a new one');
      const body = await calendarOf(owner, request.query.lang ?? DEFAULT_LOCALE, null);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(CALENDAR_TYPE).send(body);
    },
  );
};
