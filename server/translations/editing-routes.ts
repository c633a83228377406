import type { FastifyPluginAsync } from 'fastify';
import type { EnvironmentQuery } from '../../schemas/generated/api/env-query';
import type { EnvironmentPairParams } from '../../schemas/generated/api/environment-pair';
import type { TranslationBundleParams } from '../../schemas/generated/api/translations/bundle-params';
import type { TranslationCompareParams } from '../../schemas/generated/api/translations/compare-params';
import type { TranslationCopyRequest } from '../../schemas/generated/api/translations/copy-request';
import type { TranslationCopyResponse } from '../../schemas/generated/api/translations/copy-response';
import type { TranslationDiffResponse } from '../../schemas/generated/api/translations/diff';
import type { TranslationLanguageParams } from '../../schemas/generated/api/translations/lang-params';
import type { TranslationMetadataResponse } from '../../schemas/generated/api/translations/metadata';
import type { TranslationWriteRequest } from '../../schemas/generated/api/translations/write-request';
import type { TranslationWriteResponse } from '../../schemas/generated/api/translations/write-response';
import { isTranslationKey } from '../../src/engine';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import { CONTENT_EDITORS, SITE_EDITORS } from '../auth/access-rules';
import type { AppContext } from '../context';
import { editorOf } from '../history/editor';
import { contract } from '../http/contract';
import { readableEnvironment } from '../http/environment';
import { badRequest } from '../http/errors';
import { TRANSLATION_NAMESPACE } from '../db/seed/sources';
import { servedLanguage } from './served-language';

const envQuery = contract('env-query');
const writeBody = contract('translations/write-request');
const written = { 200: contract('translations/write-response') };

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function checkedEntries(entries: Record<string, string>): Record<string, string> {
  const details: ValidationIssue[] = Object.keys(entries)
    .filter((key) => !isTranslationKey(key))
    .map((key) => ({ path: `/body/entries/${pointer(key)}`, message: 'must begin with translate. and hold only letters, digits, dots and hyphens' }));
  if (details.length > 0) throw badRequest('Invalid translation keys', details);
  return entries;
}

type WriteRoute = { Body: TranslationWriteRequest; Querystring: EnvironmentQuery };

/** Translation editing (seed 2 §7): content editors edit strings, site editors copy them between environments. */
export const translationEditingRoutes: FastifyPluginAsync<AppContext> = async (app, { siteEnv, translationEditor }) => {
  app.get<{ Params: TranslationBundleParams; Querystring: EnvironmentQuery }>(
    '/translation/metadata/:lng/:ns',
    { config: { access: CONTENT_EDITORS }, schema: { params: contract('translations/bundle-params'), querystring: envQuery, response: { 200: contract('translations/metadata') } } },
    async (request): Promise<TranslationMetadataResponse> => {
      const env = readableEnvironment(request.query.env, request.user, siteEnv);
      const address = { env, lang: servedLanguage(request.params.lng, '/params/lng'), ns: request.params.ns };
      return { ...address, keys: await translationEditor.strings(address) };
    },
  );

  app.put<WriteRoute & { Params: TranslationLanguageParams }>(
    '/translation/update/:lang',
    { config: { access: CONTENT_EDITORS, writesTo: 'query' }, schema: { params: contract('translations/lang-params'), querystring: envQuery, body: writeBody, response: written } },
    async (request): Promise<TranslationWriteResponse> => {
      const lang = servedLanguage(request.params.lang, '/params/lang');
      const entries = checkedEntries(request.body.entries);
      const env = readableEnvironment(request.query.env, request.user, siteEnv);
      const ns = request.body.ns ?? TRANSLATION_NAMESPACE;
      return { env, ns, written: await translationEditor.update({ env, lang, ns }, entries, editorOf(request.user)) };
    },
  );

  app.put<WriteRoute>(
    '/translation/addInitialTranslations',
    { config: { access: CONTENT_EDITORS, writesTo: 'query' }, schema: { querystring: envQuery, body: writeBody, response: written } },
    async (request): Promise<TranslationWriteResponse> => {
      const entries = checkedEntries(request.body.entries);
      const env = readableEnvironment(request.query.env, request.user, siteEnv);
      const ns = request.body.ns ?? TRANSLATION_NAMESPACE;
      return { env, ns, written: await translationEditor.addInitial(env, ns, entries, editorOf(request.user)) };
    },
  );

  app.post<{ Params: EnvironmentPairParams; Body: TranslationCopyRequest }>(
    '/translation/copyToEnvironment/:from/:to',
    {
      config: { access: SITE_EDITORS, writesTo: 'params.to' },
      schema: { params: contract('environment-pair'), body: contract('translations/copy-request'), response: { 200: contract('translations/copy-response') } },
      // A bare POST copies every string.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request): Promise<TranslationCopyResponse> => {
      const { from, to } = request.params;
      if (from === to) throw badRequest('Source and target environments must differ');
      const { keys, lang, ns } = request.body;
      return translationEditor.copy({ from, to, keys, ns, lang: lang === undefined ? undefined : servedLanguage(lang, '/body/lang'), editor: editorOf(request.user) });
    },
  );

  app.get<{ Params: TranslationCompareParams }>(
    '/translation/all/:a/:b',
    { config: { access: CONTENT_EDITORS }, schema: { params: contract('translations/compare-params'), response: { 200: contract('translations/diff') } } },
    async (request): Promise<TranslationDiffResponse> => {
      const { a, b } = request.params;
      if (a === b) throw badRequest('The environments to compare must differ');
      return translationEditor.diff(a, b);
    },
  );
};
