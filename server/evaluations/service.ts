import type { ConferenceEvaluationDates } from '../../schemas/generated/api/evaluations/conference-dates';
import type { EvaluationList } from '../../schemas/generated/api/evaluations/list';
import type { EvaluationSubmitResult } from '../../schemas/generated/api/evaluations/submit-result';
import type { CurrentUser, Environment, Locale } from '../../src/engine';
import { answerIssues, keptResponses, type EvaluationForm, type EvaluationSubmission } from '../../src/engine/lazy/evaluation-answers';
import { localizeForm } from '../../src/engine/lazy/evaluation-forms';
import { conferenceEvaluationWindow, evaluationTimes, sessionEvaluationWindow, type EvaluationTimes, type EvaluationWindow } from '../../src/engine/lazy/evaluation-window';
import type { CatalogueService } from '../catalogue/service';
import type { Session } from '../catalogue/types';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import type { SettingsService } from '../settings/service';
import type { EvaluationRepository, StoredForm } from './repository';

/** What each kind of evaluation is answered with, by key (evaluation_forms.form_key). */
const FORM_KEYS = {
  /** Session types compare without case (spec 1 §5): an imported "Hands-On Lab" is a "Hands-on Lab". */
  session: (sessionType: string) => `session:${sessionType.trim().toLowerCase()}`,
  /** The form of any session whose type has none of its own. */
  anySession: 'session:*',
  conference: 'conference',
  survey: (id: string) => `survey:${id}`,
};

/** What an answer counts for (evaluation_submissions.evaluation_id): each is answered once per attendee. */
const EVALUATION_IDS = {
  session: (sessionId: string) => `session:${sessionId}`,
  conference: 'conference',
  survey: (id: string) => `survey:${id}`,
};

const WINDOW_MESSAGES: Record<Exclude<EvaluationWindow, 'open'>, string> = {
  'not-open': 'This evaluation is not open yet',
  closed: 'This evaluation is closed',
};

/** Refusals the form shows as states, not failures: the client tells them apart by `error`. */
const unavailable = (message: string) => new HttpError(409, message, { error: 'EvaluationUnavailable' });
const completed = () => new HttpError(409, 'You have already submitted this evaluation', { error: 'EvaluationCompleted' });

export interface EvaluationService {
  list(user: CurrentUser): Promise<EvaluationList>;
  sessionForm(user: CurrentUser, sessionId: string, locale: Locale): Promise<EvaluationForm>;
  submitSession(user: CurrentUser, sessionId: string, submission: EvaluationSubmission): Promise<EvaluationSubmitResult>;
  conferenceDates(): Promise<ConferenceEvaluationDates>;
  conferenceForm(user: CurrentUser, locale: Locale): Promise<EvaluationForm>;
  submitConference(user: CurrentUser, submission: EvaluationSubmission): Promise<EvaluationSubmitResult>;
  /** A survey's form; signed out, only a survey open to anonymous answers. */
  surveyForm(user: CurrentUser | null, id: string, locale: Locale): Promise<EvaluationForm>;
  /** Keeps a survey's answers: the user's, or (user null) an anonymous answer that keeps no identity. */
  submitSurvey(user: CurrentUser | null, submission: EvaluationSubmission): Promise<EvaluationSubmitResult>;
}

export interface EvaluationServiceOptions {
  repository: EvaluationRepository;
  catalogue: CatalogueService;
  settings: SettingsService;
  siteEnv: Environment;
}

export function createEvaluationService({ repository, catalogue, settings, siteEnv }: EvaluationServiceOptions): EvaluationService {
  async function site(): Promise<{ times: EvaluationTimes; now: Date }> {
    const snapshot = await settings.snapshot(siteEnv);
    if (snapshot.features.showEvaluations !== true) throw forbidden('Evaluations are switched off (showEvaluations)');
    const byName = new Map(snapshot.all.map((setting) => [setting.name, setting.value]));
    return { times: evaluationTimes((name) => byName.get(name)), now: await catalogue.now() };
  }

  async function sessionOf(id: string): Promise<Session> {
    const session = (await catalogue.index()).session(id);
    if (!session) throw notFound(`No session ${id}`);
    return session;
  }

  async function sessionFormOf(session: Session): Promise<StoredForm> {
    const type = session.sessionType?.logicalValue ?? '';
    const forms = await repository.latest([FORM_KEYS.session(type), FORM_KEYS.anySession]);
    const stored = forms.get(FORM_KEYS.session(type)) ?? forms.get(FORM_KEYS.anySession);
    if (!stored) throw unavailable(`Sessions of type ${type || 'none'} have no evaluation`);
    return stored;
  }

  /** The user's evaluation of `evaluationId` may still be given: not answered yet. */
  async function notAnswered(userId: string, evaluationId: string): Promise<void> {
    if ((await repository.answered(userId, [evaluationId])).has(evaluationId)) throw completed();
  }

  /**
   * Checks the answers against the form's newest version (its logic applied) and keeps those the logic shows, as the
   * form words them. An evaluation already answered is refused before its answers are looked at.
   */
  async function keep(
    stored: StoredForm,
    submission: EvaluationSubmission,
    row: { evaluationId: string; userId: string | null; sessionId: string | null; attendeeType: string | null },
  ): Promise<EvaluationSubmitResult> {
    if (row.userId) await notAnswered(row.userId, row.evaluationId);
    const form = localizeForm(stored.form, 'en-us');
    if (submission.evaluationId !== form.id) throw badRequest(`This is not the form ${form.id}`, [{ path: '/body/evaluationId', message: `must be ${form.id}` }]);
    const issues = answerIssues(form, submission.responses);
    if (issues.length > 0) throw badRequest('Some answers are invalid; nothing was saved', issues.map(({ path, message }) => ({ path, message })));
    const kept = await repository.submit({ ...row, formKey: stored.formKey, version: stored.version, responses: keptResponses(form, submission.responses) });
    if (!kept) throw completed();
    return { success: true, evaluationId: row.evaluationId, message: 'Thank you for your evaluation' };
  }

  const attendeeTypeOf = (user: CurrentUser) => user.attendeeType?.current ?? null;

  return {
    async list(user) {
      const { times, now } = await site();
      const index = await catalogue.index();
      const started = (await repository.scheduledSessionIds(user.id))
        .flatMap((id) => index.session(id) ?? [])
        .map((session) => ({ session, window: sessionEvaluationWindow(session, now, times) }))
        .filter(({ window }) => window !== 'not-open');
      const conference = conferenceEvaluationWindow(now, times) === 'open' && (await repository.latest([FORM_KEYS.conference])).has(FORM_KEYS.conference);
      const answered = await repository.answered(user.id, [...started.map(({ session }) => EVALUATION_IDS.session(session.sessionId)), EVALUATION_IDS.conference]);
      // A closed evaluation is listed only as done: one no longer taking answers is nothing left to do.
      const sessions = started.filter(({ session, window }) => window === 'open' || answered.has(EVALUATION_IDS.session(session.sessionId))).map(({ session }) => session);
      return {
        sessionsForEvaluation: sessions
          .map((session) => ({
            isEvaluationComplete: answered.has(EVALUATION_IDS.session(session.sessionId)),
            sessionCode: session.sessionCode,
            sessionId: session.sessionId,
            sessionInstanceId: session.sessionId,
            sessionType: session.sessionType?.logicalValue ?? '',
            startDateTime: session.startDateTime ?? '',
            title: session.title,
          }))
          .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.sessionCode.localeCompare(b.sessionCode)),
        postConferenceEvaluationAvailable: conference,
        isPostConferenceEvaluationCompleted: answered.has(EVALUATION_IDS.conference),
      };
    },

    async sessionForm(user, id, locale) {
      const { times, now } = await site();
      const session = await sessionOf(id);
      const window = sessionEvaluationWindow(session, now, times);
      if (window !== 'open') throw unavailable(WINDOW_MESSAGES[window]);
      await notAnswered(user.id, EVALUATION_IDS.session(session.sessionId));
      return localizeForm((await sessionFormOf(session)).form, locale);
    },

    async submitSession(user, id, submission) {
      const { times, now } = await site();
      const session = await sessionOf(id);
      const window = sessionEvaluationWindow(session, now, times);
      if (window !== 'open') throw unavailable(WINDOW_MESSAGES[window]);
      const evaluationId = EVALUATION_IDS.session(session.sessionId);
      return keep(await sessionFormOf(session), submission, { evaluationId, userId: user.id, sessionId: session.sessionId, attendeeType: attendeeTypeOf(user) });
    },

    async conferenceDates() {
      const { times } = await site();
      return { startDate: times.conferenceStart?.toISOString() ?? null, endDate: times.conferenceEnd?.toISOString() ?? null };
    },

    async conferenceForm(user, locale) {
      const stored = await openConference();
      await notAnswered(user.id, EVALUATION_IDS.conference);
      return localizeForm(stored.form, locale);
    },

    async submitConference(user, submission) {
      const stored = await openConference();
      return keep(stored, submission, { evaluationId: EVALUATION_IDS.conference, userId: user.id, sessionId: null, attendeeType: attendeeTypeOf(user) });
    },

    async surveyForm(user, id, locale) {
      const stored = await survey(user, id);
      if (user && !stored.anonymous) await notAnswered(user.id, EVALUATION_IDS.survey(id));
      return localizeForm(stored.form, locale);
    },

    async submitSurvey(user, submission) {
      const id = submission.evaluationId;
      const stored = await survey(user, id);
      // An anonymous survey keeps nobody's identity, whichever way it was sent.
      const who = stored.anonymous || !user ? null : user;
      return keep(stored, submission, { evaluationId: EVALUATION_IDS.survey(id), userId: who?.id ?? null, sessionId: null, attendeeType: who ? attendeeTypeOf(who) : null });
    },
  };

  async function openConference(): Promise<StoredForm> {
    const { times, now } = await site();
    const window = conferenceEvaluationWindow(now, times);
    if (window !== 'open') throw unavailable(WINDOW_MESSAGES[window]);
    const stored = (await repository.latest([FORM_KEYS.conference])).get(FORM_KEYS.conference);
    if (!stored) throw unavailable('There is no conference evaluation');
    return stored;
  }

  /** A survey the caller may answer: any for a signed-in user, an anonymous one for everyone (no flag needed: gated components live on open pages). */
  async function survey(user: CurrentUser | null, id: string): Promise<StoredForm> {
    const stored = (await repository.latest([FORM_KEYS.survey(id)])).get(FORM_KEYS.survey(id));
    if (!stored || (!user && !stored.anonymous)) throw notFound(`No survey ${id}`);
    return stored;
  }
}
