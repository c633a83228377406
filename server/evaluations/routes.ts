import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ConferenceEvaluationDates } from '../../schemas/generated/api/evaluations/conference-dates';
import type { EvaluationForm } from '../../schemas/generated/api/evaluations/form';
import type { EvaluationFormParams } from '../../schemas/generated/api/evaluations/form-params';
import type { EvaluationLangParams } from '../../schemas/generated/api/evaluations/lang-params';
import type { EvaluationList } from '../../schemas/generated/api/evaluations/list';
import type { EvaluationSubmission } from '../../schemas/generated/api/evaluations/submission';
import type { EvaluationSubmitResult } from '../../schemas/generated/api/evaluations/submit-result';
import type { ScheduleSessionParams } from '../../schemas/generated/api/schedule/session-params';
import type { CurrentUser, Environment } from '../../src/engine';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import { contract } from '../http/contract';
import type { SettingsService } from '../settings/service';
import { evaluationFormRoutes } from './form-routes';
import { createEvaluationRepository } from './repository';
import { evaluationResultsRoutes } from './results-routes';
import { createEvaluationService } from './service';

export interface EvaluationRouteOptions {
  db: Db;
  catalogue: CatalogueService;
  settings: SettingsService;
  siteEnv: Environment;
}

// The access rule has already refused callers who are not signed in.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/**
 * Evaluations (spec 1 §7, issue 20): the list of what a signed-in attendee may evaluate, the session and conference
 * evaluations, and surveys, signed in or (those open to it) anonymously. Every answer is checked against the form's
 * logic on the server; each evaluation is answered once per attendee.
 */
export const evaluationRoutes: FastifyPluginAsync<EvaluationRouteOptions> = async (app, { db, catalogue, settings, siteEnv }) => {
  const evaluations = createEvaluationService({ repository: createEvaluationRepository(db), catalogue, settings, siteEnv });
  await app.register(evaluationFormRoutes, { db });
  const signedIn = { access: 'authenticated', signInMessage: 'Not logged in' } as const;
  const form = { 200: contract('evaluations/form') };
  const submitted = { 200: contract('evaluations/submit-result') };
  const body = contract('evaluations/submission');
  await app.register(evaluationResultsRoutes, { db, catalogue });

  app.get<{ Params: EvaluationLangParams }>(
    '/evaluation/all/:lang',
    { config: signedIn, schema: { params: contract('evaluations/lang-params'), response: { 200: contract('evaluations/list') } } },
    async (request): Promise<EvaluationList> => evaluations.list(caller(request)),
  );

  app.get<{ Params: EvaluationFormParams }>(
    '/evaluation/session/:id/:lang',
    { config: signedIn, schema: { params: contract('evaluations/form-params'), response: form } },
    async (request): Promise<EvaluationForm> => evaluations.sessionForm(caller(request), request.params.id, request.params.lang),
  );

  app.post<{ Params: ScheduleSessionParams; Body: EvaluationSubmission }>(
    '/evaluation/session/:id',
    { config: signedIn, schema: { params: contract('schedule/session-params'), body, response: submitted } },
    async (request): Promise<EvaluationSubmitResult> => evaluations.submitSession(caller(request), request.params.id, request.body),
  );

  app.get(
    '/evaluation/conference/postConferenceEvaluationDates',
    { config: signedIn, schema: { response: { 200: contract('evaluations/conference-dates') } } },
    async (): Promise<ConferenceEvaluationDates> => evaluations.conferenceDates(),
  );

  app.get<{ Params: EvaluationLangParams }>(
    '/evaluation/conference/:lang',
    { config: signedIn, schema: { params: contract('evaluations/lang-params'), response: form } },
    async (request): Promise<EvaluationForm> => evaluations.conferenceForm(caller(request), request.params.lang),
  );

  app.post<{ Body: EvaluationSubmission }>(
    '/evaluation/submit',
    { config: signedIn, schema: { body, response: submitted } },
    async (request): Promise<EvaluationSubmitResult> => evaluations.submitConference(caller(request), request.body),
  );

  // Open to all: a signed-out visitor receives only the surveys open to anonymous answers.
  app.get<{ Params: EvaluationFormParams }>(
    '/evaluation/survey/:id/:lang',
    { config: { access: 'public' }, schema: { params: contract('evaluations/form-params'), response: form } },
    async (request): Promise<EvaluationForm> => evaluations.surveyForm(request.user, request.params.id, request.params.lang),
  );

  app.post<{ Body: EvaluationSubmission }>(
    '/evaluation/submitSurvey',
    { config: signedIn, schema: { body, response: submitted } },
    async (request): Promise<EvaluationSubmitResult> => evaluations.submitSurvey(caller(request), request.body),
  );

  // Whoever sends it, an anonymous answer keeps no identity: not the caller's user, not their address.
  app.post<{ Body: EvaluationSubmission }>(
    '/evaluation/submitSurveyAnonymously',
    { config: { access: 'public' }, schema: { body, response: submitted } },
    async (request): Promise<EvaluationSubmitResult> => evaluations.submitSurvey(null, request.body),
  );
};
