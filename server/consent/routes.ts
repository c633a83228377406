import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../src/engine';
import type { ConsentRequest, ConsentState } from '../../src/engine/lazy/consent';
import type { Db } from '../db/client';
import { contract } from '../http/contract';
import { createConsentRepository } from './repository';
import { createConsentService } from './service';

// The access rule has already refused callers who are not authenticated.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/** `POST /userconsent` (spec 1 §7: exhibitorName, optedIn) and `GET /userconsent` for the caller's own answers. */
export const consentRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const consents = createConsentService(createConsentRepository(db));
  const config = { access: 'authenticated' } as const;
  const response = { 200: contract('consent/state') };

  app.get('/userconsent', { config, schema: { response } }, async (request): Promise<ConsentState> => consents.read(caller(request)));

  app.post<{ Body: ConsentRequest }>('/userconsent', { config, schema: { body: contract('consent/request'), response } }, async (request): Promise<ConsentState> =>
    consents.answer(caller(request), request.body),
  );
};
