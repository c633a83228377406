import type { FastifyPluginAsync } from 'fastify';
import { ENVIRONMENTS, languageTag, normalizeLocale, type Environment } from '../../src/engine';
import type { AppContext } from '../context';
import { readableEnvironment } from '../http/environment';
import { notFound } from '../http/errors';

const params = {
  type: 'object',
  properties: {
    lng: { type: 'string', maxLength: 35 },
    ns: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: 100 },
  },
  required: ['lng', 'ns'],
  additionalProperties: false,
} as const;

// Unknown query parameters (cache busters and the like) are ignored rather than refused.
const querystring = { type: 'object', properties: { env: { type: 'string', enum: ENVIRONMENTS } } } as const;

/** i18next's backend loads `/translation/{lng}/{ns}`; alias locales (zh-SG, zh-Hans, zh-HK) are served their target. */
export const translationRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, translations }) => {
  app.get<{ Params: { lng: string; ns: string }; Querystring: { env?: Environment } }>(
    '/translation/:lng/:ns',
    { config: { access: 'public' }, schema: { params, querystring } },
    async (request, reply) => {
      const locale = normalizeLocale(request.params.lng);
      if (!locale) throw notFound(`Language "${request.params.lng}" is not served`);
      const env = readableEnvironment(request.query.env, request.user, siteEnv);
      const bundle = await translations.bundle(env, languageTag(locale), request.params.ns);
      reply.header('cache-control', 'no-cache').header('etag', bundle.etag);
      if (request.headers['if-none-match'] === bundle.etag) return reply.status(304).send();
      return bundle.strings;
    },
  );
};
