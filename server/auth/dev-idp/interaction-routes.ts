import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { DevIdpInteractionParams } from '../../../schemas/generated/api/auth/dev-idp-interaction-params';
import type { DevIdpLoginForm } from '../../../schemas/generated/api/auth/dev-idp-login-form';
import { contract } from '../../http/contract';
import { badRequest } from '../../http/errors';
import { personaPage, type PageTexts } from './pages';
import { DEV_IDP_PATH } from './paths';

type Interaction = { Params: DevIdpInteractionParams };

/** The persona page and its two answers, as oidc-provider's interactions: signed in as a persona, or cancelled. */
export const interactionRoutes: FastifyPluginAsync<{ provider: Provider; texts: (uiLocales: unknown) => Promise<PageTexts> }> = async (app, { provider, texts }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  const base = `${DEV_IDP_PATH}/interaction/:uid`;
  const params = contract('auth/dev-idp-interaction-params');
  // The interaction's cookie is gone or stale when a sign-in page is reopened much later.
  const expired = () => badRequest('This sign-in at the local provider has expired: start again from the site');

  app.get<Interaction>(base, { schema: { params } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => {
      throw expired();
    });
    if (details.uid !== request.params.uid) throw expired();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return personaPage(await texts(details.params.ui_locales), `${DEV_IDP_PATH}/interaction/${details.uid}`);
  });

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    const next = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false }).catch(() => {
      throw expired();
    });
    return reply.redirect(next, 303);
  };

  app.post<Interaction & { Body: DevIdpLoginForm }>(`${base}/login`, { schema: { params, body: contract('auth/dev-idp-login-form') } }, (request, reply) =>
    finish(request, reply, { login: { accountId: request.body.persona } }),
  );
  app.post<Interaction>(`${base}/abort`, { schema: { params } }, (request, reply) => finish(request, reply, { error: 'access_denied', error_description: 'End-User aborted interaction' }));
};
