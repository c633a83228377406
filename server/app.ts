import { stat } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Environment, LiveEvent, ServerRenderer } from '../src/engine';
import { attendeeTypeRoutes } from './attendee-types/routes';
import { createAttendeeTypeService } from './attendee-types/service';
import { accessPlugin } from './auth/access';
import type { DevFunctions } from './auth/dev-access';
import { environmentWritesPlugin } from './auth/environment-writes';
import { attendeeAccounts } from './accounts/attendee-accounts';
import { devProviderRoutes } from './auth/dev-idp/routes';
import { devProviderTexts } from './auth/dev-idp/texts';
import { createSignInAttempts } from './auth/oidc/attempts';
import type { OidcSettings } from './auth/oidc/client';
import { renewerOf } from './auth/oidc/renewal';
import { signInRoutes } from './auth/oidc/routes';
import { authRoutes } from './auth/routes';
import { loadJwtSecret } from './auth/secret';
import { createSessionService, SESSION_NOTICES, type SessionNotice } from './auth/sessions';
import { setUpSignIn } from './auth/sign-in-setup';
import { createTokenSealer } from './auth/sealed-tokens';
import { calendarRoutes } from './calendar/routes';
import { tripReportRoutes } from './trip-report/routes';
import { createTokenService } from './auth/tokens';
import { contentRoutes } from './content/routes';
import { createPageDocumentCache, type PageDocumentCache } from './content/document-cache';
import { createContentService } from './content/service';
import { lazyBlockSchemas } from './content/block-schemas';
import { createBlockSanitizer } from './content/sanitize-blocks';
import { createAnonymousView } from './content/signed-in-only';
import { attendeeRoutes } from './catalogue/attendees/routes';
import { companyRoutes } from './catalogue/companies/routes';
import { createCatalogueService } from './catalogue/service';
import { notIndexed } from './crawling/no-index';
import { crawlingRoutes } from './crawling/routes';
import { sessionChangeTimes } from './schedule/revisions';
import { scheduleFileRoutes } from './catalogue/schedule-file-routes';
import { sessionRoutes } from './catalogue/sessions/routes';
import { speakerRoutes } from './catalogue/speakers/routes';
import type { DemoOptions } from './catalogue/demo/options';
import type { AppContext } from './context';
import { openDatabase, type Db } from './db/client';
import { createLocalBus, createLocalChannel, type Channel, type LiveBus } from './live/bus';
import { createRedisBus, createRedisChannel } from './live/redis-bus';
import { liveRoutes } from './live/routes';
import type { LiveStreamLimits } from './live/stream-limits';
import { seedDatabase } from './db/seed/seed';
import { readUiKeys } from './db/seed/sources';
import { pageRoutes } from './pages/routes';
import { announcingPageChanges } from './pages/announce-changes';
import { createPageService, type PageService } from './pages/service';
import { consentRoutes } from './consent/routes';
import { favoriteRoutes } from './favorites/routes';
import { evaluationRoutes } from './evaluations/routes';
import { nominationRoutes } from './nominations/routes';
import { scheduleRoutes } from './schedule/routes';
import { meetingRoutes } from './meetings/routes';
import { appointmentRoutes } from './appointments/routes';
import { messageRoutes } from './messages/routes';
import { photoFileRoutes, profilePhotoRoutes } from './profile/photo/routes';
import { profileRoutes } from './profile/routes';
import { createProfileService } from './profile/service';
import { createRecordingHistory } from './history/recorder';
import { DEFAULT_RETENTION, schedulePruning, type RetentionPolicy } from './history/retention';
import { historyRoutes } from './history/routes';
import { answerErrorsByContract } from './http/contract';
import { answerFrameworkError, errorHandlerPlugin } from './http/error-handler';
import { inputGuardPlugin } from './http/input-guard';
import { DEFAULT_RATE_LIMITS, rateLimitPlugin, type RateLimits } from './http/rate-limits';
import { openRedisRateLimitStore } from './http/redis-rate-limit-store';
import { sameOriginPlugin } from './http/same-origin';
import { securityHeadersPlugin } from './http/security-headers';
import { createSerializerCompiler } from './http/serializer-compiler';
import { createValidatorCompiler } from './http/validator-compiler';
import { pagePolicyFromSettings } from './html/page-policy';
import { loadHtmlSanitizer } from './html/sanitize-html';
import { lazy } from './lazy';
import { fromRoot } from './paths';
import { loadSharedSchemas, type SchemaDirs } from './schemas/load';
import { settingsRoutes } from './settings/routes';
import { createSettingsService, type SettingsService } from './settings/service';
import { liveNowRoutes } from './live-now/routes';
import { siteEditorRoutes } from './siteeditor/routes';
import { createSiteEditorService } from './siteeditor/service';
import { glyphRoutes } from './static/glyph-routes';
import { createPageDescriber } from './static/page-description';
import { staticRoutes } from './static/routes';
import { createAnonymousPageCache, type AnonymousPageCache } from './rendering/anonymous-pages';
import { createPageAnswers } from './rendering/page-answers';
import { loadRenderer, pageRendering } from './rendering/renderer';
import { systemRoutes } from './system/routes';
import { readVersion } from './system/version';
import { createTranslationEditor } from './translations/editor';
import { translationEditingRoutes } from './translations/editing-routes';
import { translationRoutes } from './translations/routes';
import { createTranslationService, TRANSLATION_CACHE_TTL_MS, type TranslationService } from './translations/service';
import { createWithheldTexts, type WithheldTexts } from './translations/withheld-texts';
import { setUpQa, type QaOptions } from './qa/setup';
import { fileUploadRoutes, UPLOADS_PATH, uploadedFileRoutes } from './uploads/routes';

export interface AppOptions {
  /** Embedded database files and the generated JWT secret live here. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** The environment this site serves. */
  siteEnv: Environment;
  nodeEnv?: string | undefined;
  /**
   * Who reaches the dev sign-in (and the dev functions the `enableDevFunctions` setting shows): nobody unless set, and
   * never in production. `configFromEnv` says `local` on a loopback bind, `anywhere` only with `ENABLE_DEV_LOGIN=1`.
   */
  devFunctions?: DevFunctions | undefined;
  /**
   * The OpenID provider visitors sign in with (`OIDC_*`). Without one, where dev functions are on, the server is its
   * own provider at /dev-idp (the six personas); else nobody can sign in.
   */
  oidc?: OidcSettings | undefined;
  /** The local provider's access token lifetime (default an hour): tests see sessions renewed with short ones. */
  devProvider?: { accessTokenTtlSeconds?: number } | undefined;
  /**
   * The site's origin as visitors reach it (`PUBLIC_URL`): absolute URLs the server writes (exports) start with it,
   * never with the request's Host header; writes may come from pages of it as well as of the requested host.
   */
  publicUrl: string;
  /** Caps on `/live` streams (per client address and in total on this node); defaults in server/live/stream-limits.ts. */
  liveLimits?: Partial<LiveStreamLimits> | undefined;
  /**
   * Which proxies in front of the server to believe about the client's address (Fastify's `trustProxy`): per-client
   * limits count the real visitor, not the load balancer. Default: none.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Requests per client, route and minute by group (server/http/rate-limits.ts), or `false` for none (load tests). */
  rateLimits?: Partial<RateLimits> | false | undefined;
  /** How long every revision is kept before history thins it to one a day (`HISTORY_KEEP_ALL_DAYS`, default 90). */
  historyRetention?: RetentionPolicy | undefined;
  /** Seed content: settings, pages and content translations. Default `pages-content`. */
  contentDir?: string;
  /** Folders of UI translation files (`{Tag}.json`). Default `src/i18n/locales` then `blocks/locales`. */
  localesDirs?: readonly string[];
  /** The built client. Default `dist`; not served when absent. */
  distDir?: string;
  /** The built page renderer (src/entry-server.tsx). Default: the client's folder with `-ssr` (`dist-ssr`); without it the browser draws every page. */
  ssrDir?: string;
  /** Whether pages are drawn on the server (default) or only in the browser (`SERVER_RENDERING=off`). */
  serverRendering?: boolean | undefined;
  /** The page renderer itself, instead of the built one in `ssrDir` (tests load it from the source). */
  renderer?: ServerRenderer | undefined;
  /** Shared and block JSON Schemas. Default `schemas` and `blocks`. */
  schemaDirs?: SchemaDirs;
  /** The demo conference a first start loads into an empty programme (seed and scale; scale 0 loads none). */
  demo?: DemoOptions | undefined;
  /** Redis for fanning live updates out to every node; without it they reach this node's clients only. */
  redisUrl?: string | undefined;
  /** Overrides the secret generated into the data dir. */
  jwtSecret?: string | undefined;
  /** Build id for `/version`; falls back to `{distDir}/build-info.json`, then `dev`. */
  buildId?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /**
   * Registered under the API prefix after the product's routes, with the app context and the database: benchmarks add
   * reference routes, tests reach the database through them. The product registers none.
   */
  extraApiRoutes?: readonly FastifyPluginAsync<AppContext & { db: Db }>[];
  /** The QA screenshot tool's browser pool and timings (`QA_PAGES`, `QA_WAIT_MS`); defaults in server/qa/setup.ts. */
  qa?: QaOptions | undefined;
  /** Sees every route as it is added, schemas included (the contract test checks them). The product passes none. */
  onRoute?: ((route: RouteOptions) => void) | undefined;
}

const API_PREFIX = '/api/v1';
// Large pages run to a few thousand blocks.
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

interface Caches {
  settings: SettingsService;
  translations: TranslationService;
  withheldTexts: WithheldTexts;
  pages: PageService;
  pageDocuments: PageDocumentCache;
  anonymousPages: AnonymousPageCache;
}

/**
 * The bus every domain publishes on, with this node's caches kept true to the writes it announces: a write of this
 * node is forgotten as it is published (before a visitor's next read), another node's as its message arrives (the
 * caches' TTL covers a message lost on the way).
 */
function forgettingOnWrites(live: LiveBus, { settings, translations, withheldTexts, pages, pageDocuments, anonymousPages }: Caches): LiveBus {
  const forget = (event: LiveEvent) => {
    // A drawn page may show any of it: content, pages, texts, settings, the catalogue. One person's schedule it does not.
    if (event.type !== 'onScheduleChanged') anonymousPages.forgetAll();
    if (event.type === 'onSettingsChanged') settings.invalidate(event.data.env);
    if (event.type === 'onLanguageChanged') translations.invalidate(event.data.env, event.data.lang);
    // Every document written is announced on its own (a copy and undoing one announce each page they wrote).
    if (event.type === 'onComponentSettingsChanged') pageDocuments.forget(event.data.env, event.data.page);
    // Page records change with page writes and copies (onPagesChanged), and with undoing a copy, which announces only
    // the documents it restored.
    if (event.type === 'onComponentSettingsChanged' || event.type === 'onPagesChanged') pages.forget(event.data.env);
    // Which texts a visitor receives follows the blocks, the pages and the flags.
    if (event.type === 'onComponentSettingsChanged' || event.type === 'onPagesChanged' || event.type === 'onSettingsChanged') {
      withheldTexts.invalidate(event.data.env);
    }
  };
  live.subscribe(forget);
  return {
    publish(event) {
      forget(event);
      live.publish(event);
    },
    subscribe: (listener) => live.subscribe(listener),
    close: () => live.close(),
  };
}

const isDirectory = (dir: string) => stat(dir).then((info) => info.isDirectory(), () => false);

function resolvedOptions(options: AppOptions) {
  const resolve = (dir: string) => path.resolve(dir);
  return {
    ...options,
    dataDir: resolve(options.dataDir),
    contentDir: resolve(options.contentDir ?? fromRoot('pages-content')),
    localesDirs: (options.localesDirs ?? [fromRoot('src/i18n/locales'), fromRoot('blocks/locales')]).map(resolve),
    distDir: resolve(options.distDir ?? fromRoot('dist')),
    ssrDir: resolve(options.ssrDir ?? `${options.distDir ?? fromRoot('dist')}-ssr`),
    schemaDirs: options.schemaDirs ?? { sharedDir: fromRoot('schemas'), blocksDir: fromRoot('blocks') },
  };
}

/** Opens (and on first start seeds) the database and returns the ready API and client server. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = resolvedOptions(options);
  const [sharedSchemas, secret, version, hasClient] = await Promise.all([
    loadSharedSchemas(config.schemaDirs.sharedDir),
    loadJwtSecret(config.dataDir, config.jwtSecret),
    readVersion(config),
    isDirectory(config.distDir),
  ]);
  const database = await openDatabase({ ...config, onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost') });
  const app = Fastify({
    logger: config.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
  });
  let live: LiveBus | undefined;
  let sessionNotices: Channel<SessionNotice> | undefined;
  try {
    live = config.redisUrl ? await createRedisBus(config.redisUrl, (error) => app.log.error({ err: error }, 'redis')) : createLocalBus();
    sessionNotices = config.redisUrl
      ? await createRedisChannel(config.redisUrl, SESSION_NOTICES, (error) => app.log.error({ err: error }, 'redis sessions'))
      : createLocalChannel<SessionNotice>();
    await seedDatabase(database.db, config);
    const { db } = database;
    const production = config.nodeEnv === 'production';
    const devFunctions = production ? undefined : config.devFunctions;
    const settings = createSettingsService(db, { devFunctions: devFunctions !== undefined });
    const withheldTexts = createWithheldTexts({ db, settings, uiKeys: lazy(() => readUiKeys(config.localesDirs)), ttlMs: TRANSLATION_CACHE_TTL_MS });
    const translations = createTranslationService(db, withheldTexts);
    const storedPages = createPageService({ db, settings });
    const pageDocuments = createPageDocumentCache(db);
    const anonymousPages = createAnonymousPageCache();
    live = forgettingOnWrites(live, { settings, translations, withheldTexts, pages: storedPages, pageDocuments, anonymousPages });
    const blockSchemas = lazyBlockSchemas(config.schemaDirs);
    const pages = announcingPageChanges(storedPages, live);
    const devProviderPageTexts = devProviderTexts(translations, config.siteEnv);
    const signIn = await setUpSignIn(app, {
      oidc: config.oidc,
      devFunctions,
      publicUrl: config.publicUrl,
      secret,
      devProviderTexts: devProviderPageTexts,
      devAccessTokenTtlSeconds: config.devProvider?.accessTokenTtlSeconds,
    });
    const tokens = createTokenService(secret);
    const sealer = createTokenSealer(secret);
    const sessions = createSessionService({
      db,
      tokens,
      notices: sessionNotices,
      renew: signIn.client && renewerOf(signIn.client),
      sealer,
      onError: (error) => app.log.error({ err: error }, 'session renewal'),
    });
    const history = createRecordingHistory();
    const context: AppContext = {
      siteEnv: config.siteEnv,
      production,
      devFunctions,
      tokens,
      sessions,
      settings,
      content: createContentService({
        db,
        pageDocuments,
        siteEnv: config.siteEnv,
        settings,
        validator: blockSchemas.validator,
        sanitizeBlocks: createBlockSanitizer(blockSchemas.richTextPaths, loadHtmlSanitizer),
        withholdFromAnonymous: createAnonymousView(blockSchemas.signedInOnlyProps),
        guardPage: pages.guardContent,
        history,
      }),
      translations,
      translationEditor: createTranslationEditor({ db, translations, live, history }),
      siteEditor: createSiteEditorService({ db, settings, live, history }),
      attendeeTypes: createAttendeeTypeService({ db, settings, siteEnv: config.siteEnv }),
      live,
      history,
    };

    app.setValidatorCompiler(createValidatorCompiler(sharedSchemas));
    app.setSerializerCompiler(createSerializerCompiler(sharedSchemas));
    // Known to the response serialiser too, so routes name their answers' contracts by `$id`.
    for (const schema of sharedSchemas) app.addSchema(schema);
    answerErrorsByContract(app);
    if (config.onRoute) app.addHook('onRoute', config.onRoute);
    // Brotli's default quality (11) costs far more CPU than it saves bytes on dynamic JSON.
    await app.register(fastifyCompress, { global: true, threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
    await app.register(fastifyCookie);
    const policy = pagePolicyFromSettings(settings, config.siteEnv);
    const catalogue = createCatalogueService({ db, live, settings, siteEnv: config.siteEnv, onReloadError: (error) => app.log.error({ err: error }, 'catalogue reload') });
    const describe = createPageDescriber({ siteEnv: config.siteEnv, publicUrl: config.publicUrl, pages, pageDocuments, settings, catalogue, translations });
    const renderer = hasClient && config.serverRendering !== false ? (config.renderer ?? (await loadRenderer(config.ssrDir))) : undefined;
    const render = renderer && pageRendering(renderer, { app, publicUrl: config.publicUrl });
    const pageAnswers = createPageAnswers({ distDir: config.distDir, policy, describe, render, anonymousPages });
    await app.register(errorHandlerPlugin, { pageFallback: hasClient ? pageAnswers.answer : undefined });
    await app.register(securityHeadersPlugin, { production });
    await app.register(notIndexed, { siteEnv: config.siteEnv });
    await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
    await app.register(inputGuardPlugin);
    await app.register(environmentWritesPlugin, { siteEnv: config.siteEnv });
    await app.register(accessPlugin, { sessions, resolveUser: context.attendeeTypes.resolve });
    if (config.rateLimits !== false) {
      const shared = config.redisUrl ? await openRedisRateLimitStore(config.redisUrl, (error) => app.log.error({ err: error }, 'redis rate limits')) : undefined;
      if (shared) app.addHook('onClose', () => shared.close());
      await app.register(rateLimitPlugin, { limits: { ...DEFAULT_RATE_LIMITS, ...config.rateLimits }, store: shared?.store });
    }
    await app.register(systemRoutes, { prefix: API_PREFIX, version });
    await app.register(pageRoutes, { prefix: API_PREFIX, siteEnv: config.siteEnv, pages });
    await app.register(crawlingRoutes, {
      siteEnv: config.siteEnv,
      publicUrl: config.publicUrl,
      pages,
      pageDocuments,
      settings,
      catalogue,
      sessionChanges: () => sessionChangeTimes(db),
    });
    await app.register(authRoutes, { prefix: API_PREFIX, ...context, client: signIn.client });
    await app.register(signInRoutes, {
      prefix: API_PREFIX,
      client: signIn.client,
      attempts: createSignInAttempts(db),
      sessions,
      accounts: attendeeAccounts(db, (attendeeIds) => catalogue.attendeesChanged(attendeeIds)),
      publicUrl: config.publicUrl,
      production,
      logOnAllowed: async () => (await settings.snapshot(config.siteEnv)).features.allowLogOn === true,
    });
    if (signIn.devProvider && devFunctions) {
      await app.register(devProviderRoutes, {
        provider: signIn.devProvider,
        devFunctions,
        settings,
        siteEnv: config.siteEnv,
        publicUrl: config.publicUrl,
        texts: devProviderPageTexts,
      });
    }
    for (const routes of [settingsRoutes, contentRoutes, translationRoutes, translationEditingRoutes, siteEditorRoutes, attendeeTypeRoutes, liveNowRoutes]) {
      await app.register(routes, { prefix: API_PREFIX, ...context });
    }
    await app.register(liveRoutes, { prefix: API_PREFIX, ...context, liveLimits: config.liveLimits });
    for (const routes of [sessionRoutes, speakerRoutes, attendeeRoutes, companyRoutes]) {
      await app.register(routes, { prefix: API_PREFIX, catalogue });
    }
    await app.register(scheduleFileRoutes, { prefix: API_PREFIX, db, live, settings, siteEnv: config.siteEnv, catalogue, publicUrl: config.publicUrl });
    await app.register(favoriteRoutes, { prefix: API_PREFIX, db, settings, siteEnv: config.siteEnv, catalogue });
    await app.register(nominationRoutes, { prefix: API_PREFIX, db, settings, siteEnv: config.siteEnv, catalogue });
    await app.register(evaluationRoutes, { prefix: API_PREFIX, db, settings, siteEnv: config.siteEnv, catalogue });
    const personal = { prefix: API_PREFIX, db, settings, live, siteEnv: config.siteEnv, catalogue };
    for (const routes of [scheduleRoutes, meetingRoutes, appointmentRoutes, messageRoutes]) await app.register(routes, personal);
    const scheduleExports = { prefix: API_PREFIX, db, catalogue, settings, translations, siteEnv: config.siteEnv, publicUrl: config.publicUrl };
    await app.register(calendarRoutes, { ...scheduleExports, sealer });
    await app.register(tripReportRoutes, scheduleExports);
    const profiles = createProfileService({ db, catalogue, photoBase: `${API_PREFIX}/attendee` });
    for (const routes of [profileRoutes, profilePhotoRoutes, photoFileRoutes]) await app.register(routes, { prefix: API_PREFIX, profiles });
    await app.register(consentRoutes, { prefix: API_PREFIX, db });
    await app.register(historyRoutes, { prefix: API_PREFIX, ...context, db });
    const stopPruning = schedulePruning(db, config.historyRetention ?? DEFAULT_RETENTION, (error) => app.log.error({ err: error }, 'history pruning'));
    app.addHook('onClose', async () => stopPruning());
    for (const routes of config.extraApiRoutes ?? []) await app.register(routes, { prefix: API_PREFIX, ...context, db });
    const uploadsDir = path.join(config.dataDir, 'uploads');
    await app.register(fileUploadRoutes, { prefix: API_PREFIX, uploadsDir });
    await app.register(uploadedFileRoutes, { uploadsDir });
    await setUpQa(app, {
      db,
      sessions,
      settings,
      siteEnv: config.siteEnv,
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
      apiPrefix: API_PREFIX,
      uploadsDir,
      uploadsPath: UPLOADS_PATH,
      options: config.qa ?? {},
    });
    await app.register(glyphRoutes);
    if (hasClient) await app.register(staticRoutes, { distDir: config.distDir });
    const channels = [live, sessionNotices];
    app.addHook('onClose', () => Promise.all([database.close(), ...channels.map((channel) => channel.close())]));
    await app.ready();
    return app;
  } catch (error) {
    await Promise.all([database.close(), live?.close(), sessionNotices?.close()]);
    throw error;
  }
}
