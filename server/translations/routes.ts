import type { FastifyPluginAsync } from 'fastify';
import type { TranslationBundle } from '../../schemas/generated/api/translations/bundle';
import type { TranslationBundleParams } from '../../schemas/generated/api/translations/bundle-params';
import type { EnvironmentQuery } from '../../schemas/generated/api/env-query';
import { languageTag, normalizeLocale } from '../../src/engine';
import type { AppContext } from '../context';
import { contract } from '../http/contract';
import { readableEnvironment } from '../http/environment';
import { notFound } from '../http/errors';

/** i18next's backend loads `/translation/{lng}/{ns}`; alias locales (zh-SG, zh-Hans, zh-HK) are served their target. */
export const translationRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, translations }) => {
  app.get<{ Params: TranslationBundleParams; Querystring: EnvironmentQuery }>(
    '/translation/:lng/:ns',
    {
      config: { access: 'public' },
      schema: { params: contract('translations/bundle-params'), querystring: contract('env-query'), response: { 200: contract('translations/bundle') } },
    },
    async (request, reply): Promise<TranslationBundle> => {
      const locale = normalizeLocale(request.params.lng);
      if (!locale) throw notFound(`Language "${request.params.lng}" is not served`);
      const env = readableEnvironment(request.query.env, request.user, siteEnv);
      const bundle = await translations.bundle(env, languageTag(locale), request.params.ns, request.user);
      reply.header('cache-control', 'no-cache').header('etag', bundle.etag);
      if (request.headers['if-none-match'] === bundle.etag) return reply.status(304).send();
      return bundle.strings;
    },
  );
};
