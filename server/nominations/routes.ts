import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { EvaluationForm } from '../../schemas/generated/api/evaluations/form';
import type { EvaluationFormParams } from '../../schemas/generated/api/evaluations/form-params';
import type { EvaluationSubmission } from '../../schemas/generated/api/evaluations/submission';
import type { ScheduleSessionParams } from '../../schemas/generated/api/schedule/session-params';
import type { NominationDecision } from '../../schemas/generated/api/siteeditor/nomination-decision';
import type { NominationParams } from '../../schemas/generated/api/siteeditor/nomination-params';
import type { RoundtableNominations } from '../../schemas/generated/api/siteeditor/nominations';
import type { CurrentUser, Environment } from '../../src/engine';
import type { ScheduleChangeResult } from '../../src/engine/lazy/schedule';
import { EVENT_TOOLS, SITE_EDITORS } from '../auth/access-rules';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import { createEvaluationRepository } from '../evaluations/repository';
import { contract } from '../http/contract';
import type { SettingsService } from '../settings/service';
import { createNominationRepository } from './repository';
import { createNominationService } from './service';

export interface NominationRouteOptions {
  db: Db;
  catalogue: CatalogueService;
  settings: SettingsService;
  siteEnv: Environment;
}

// The access rule has already refused callers without the tools scope.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/**
 * Roundtable nominations (spec 1 §4, §5, §7): the form and the nomination of an attendee with the tools scope, and the
 * site editors' list where they confirm or decline them. An attendee cancels through POST /schedule/session/{id}/status.
 */
export const nominationRoutes: FastifyPluginAsync<NominationRouteOptions> = async (app, { db, catalogue, settings, siteEnv }) => {
  const nominations = createNominationService({ repository: createNominationRepository(db), forms: createEvaluationRepository(db), catalogue, settings, siteEnv });
  const attendee = { access: EVENT_TOOLS, signInMessage: 'Not logged in' } as const;
  const params = contract('schedule/session-params');
  const changed = contract('schedule/change-result');

  app.get<{ Params: EvaluationFormParams }>(
    '/evaluation/roundtable/:id/:lang',
    { config: attendee, schema: { params: contract('evaluations/form-params'), response: { 200: contract('evaluations/form') } } },
    async (request): Promise<EvaluationForm> => nominations.form(caller(request), request.params.id, request.params.lang),
  );

  app.post<{ Params: ScheduleSessionParams; Body: EvaluationSubmission }>(
    '/evaluation/submitroundtable/:id',
    { config: attendee, schema: { params, body: contract('evaluations/submission'), response: { 200: changed } } },
    async (request): Promise<ScheduleChangeResult> => nominations.nominate(caller(request), request.params.id, request.body),
  );

  app.get('/siteeditor/nominations', { config: { access: SITE_EDITORS }, schema: { response: { 200: contract('siteeditor/nominations') } } }, async (): Promise<RoundtableNominations> =>
    nominations.all(),
  );

  app.post<{ Params: NominationParams; Body: NominationDecision }>(
    '/siteeditor/nominations/:sessionId/:attendeeId',
    { config: { access: SITE_EDITORS }, schema: { params: contract('siteeditor/nomination-params'), body: contract('siteeditor/nomination-decision'), response: { 200: changed } } },
    async (request): Promise<ScheduleChangeResult> => nominations.decide(request.params.sessionId, request.params.attendeeId, request.body.status),
  );
};
