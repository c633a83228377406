import type { RoundtableNominations } from '../../schemas/generated/api/siteeditor/nominations';
import { DEFAULT_LOCALE, type CurrentUser, type Environment, type Locale } from '../../src/engine';
import { answerIssues, formQuestions, keptResponses, shownQuestionText, type EvaluationForm, type EvaluationSubmission } from '../../src/engine/lazy/evaluation-answers';
import { localizeForm } from '../../src/engine/lazy/evaluation-forms';
import {
  isRestrictedFor,
  isRoundtable,
  needsInPersonScope,
  rsvpWindow,
  SCHEDULE_ERROR_MESSAGES,
  type EnrollmentStatus,
  type ScheduleChangeResult,
} from '../../src/engine/lazy/schedule';
import type { CatalogueService } from '../catalogue/service';
import type { Session } from '../catalogue/types';
import type { EvaluationRepository } from '../evaluations/repository';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import type { SettingsService, SettingsSnapshot } from '../settings/service';
import type { NominationRepository, NominationRow } from './repository';

/** The nomination form's key among the evaluation forms: site editors publish its versions in the evaluation forms tool. */
const NOMINATION_FORM_KEY = 'nomination';
const DELIMITER_SETTING = 'evaluationQuestionDelimiter';

const settingOf = (snapshot: SettingsSnapshot, name: string): unknown => snapshot.all.find((setting) => setting.name === name)?.value;

/** Spec 1 §8: the message for a call naming no session the catalogue knows. */
const NO_SESSION = 'Must provide valid session';

/** Why a nomination is not taken now: the dialog titled translate.base.roundtable.nomination-availibility-title shows it. */
const UNAVAILABLE = {
  'not-open': 'Nominations for this roundtable are not open yet',
  closed: 'Nominations for this roundtable are closed',
  'no-form': 'Nominations are not available at the moment',
} as const;

const HELD: Partial<Record<EnrollmentStatus, string>> = {
  nominated: 'You are already nominated for this roundtable',
  confirmed: 'Your nomination for this roundtable is already confirmed',
  scheduled: 'This session is already on your schedule',
  waitlisted: 'You are already on the waitlist of this session',
};

export interface NominationService {
  /** The roundtable's nomination form, its texts in `locale`. */
  form(user: CurrentUser, sessionId: string, locale: Locale): Promise<EvaluationForm>;
  nominate(user: CurrentUser, sessionId: string, submission: EvaluationSubmission): Promise<ScheduleChangeResult>;
  all(): Promise<RoundtableNominations>;
  decide(sessionId: string, userId: string, status: 'confirmed' | 'declined'): Promise<ScheduleChangeResult>;
}

export interface NominationServiceOptions {
  repository: NominationRepository;
  /** The evaluation forms, the nomination form among them. */
  forms: Pick<EvaluationRepository, 'latest'>;
  catalogue: CatalogueService;
  settings: SettingsService;
  siteEnv: Environment;
}

const unavailable = (message: string) => new HttpError(409, message, { error: 'NominationUnavailable' });

export function createNominationService({ repository, forms, catalogue, settings, siteEnv }: NominationServiceOptions): NominationService {
  /** The newest nomination form in `locale`, if there is one. */
  const nominationForm = async (locale: Locale): Promise<EvaluationForm | undefined> => {
    const stored = (await forms.latest([NOMINATION_FORM_KEY])).get(NOMINATION_FORM_KEY);
    return stored && localizeForm(stored.form, locale);
  };

  async function roundtable(id: string): Promise<Session> {
    const session = (await catalogue.index()).session(id);
    if (!session) throw notFound(NO_SESSION);
    if (!isRoundtable(session)) throw badRequest(`Session ${session.sessionCode} is no roundtable: add it to your schedule instead`);
    return session;
  }

  /**
   * The roundtable and its nomination form, when the user may nominate themselves now. Answers are checked against the
   * form in English (the default locale): rules compare values and scores, which no language changes, and the answers
   * are kept as the form words them in English.
   */
  async function openForm(user: CurrentUser, id: string, locale: Locale = DEFAULT_LOCALE): Promise<{ session: Session; form: EvaluationForm }> {
    const snapshot = await settings.snapshot(siteEnv);
    if (snapshot.features.enableMySchedule !== true) throw forbidden('My schedule is switched off (enableMySchedule)');
    const session = await roundtable(id);
    if (isRestrictedFor(session, user.scopes)) throw forbidden(SCHEDULE_ERROR_MESSAGES.restricted);
    if (needsInPersonScope(session, user.scopes)) throw forbidden(SCHEDULE_ERROR_MESSAGES['in-person-only']);
    const window = rsvpWindow(session, await catalogue.now());
    if (window !== 'open') throw unavailable(UNAVAILABLE[window]);
    const form = await nominationForm(locale);
    if (!form) throw unavailable(UNAVAILABLE['no-form']);
    return { session, form };
  }

  const attendeeName = async (userId: string) => (await catalogue.index()).attendeeOfUser(userId)?.displayName ?? userId;

  async function sessionGroup(sessionId: string, rows: NominationRow[]): Promise<RoundtableNominations['sessions'][number]> {
    const session = (await catalogue.index()).session(sessionId);
    return {
      sessionId,
      sessionCode: session?.sessionCode ?? sessionId,
      title: session?.title ?? sessionId,
      startDateTime: session?.startDateTime ?? null,
      capacity: session?.capacity ?? null,
      confirmed: rows.filter((row) => row.status === 'confirmed').length,
      nominations: await Promise.all(
        rows.map(async (row) => ({
          attendeeId: row.userId,
          attendeeName: await attendeeName(row.userId),
          status: row.status,
          statusChangedAt: row.statusChangedAt.toISOString(),
          responses: row.responses,
        })),
      ),
    };
  }

  return {
    async form(user, id, locale) {
      return (await openForm(user, id, locale)).form;
    },

    async nominate(user, id, submission) {
      const { session, form } = await openForm(user, id);
      if (submission.evaluationId !== form.id) {
        throw badRequest(`This is not the nomination form ${form.id}`, [{ path: '/body/evaluationId', message: `must be ${form.id}` }]);
      }
      const issues = answerIssues(form, submission.responses);
      if (issues.length > 0) throw badRequest('Some answers are invalid; nothing was saved', issues.map(({ path, message }) => ({ path, message })));
      const outcome = await repository.nominate(user.id, session, keptResponses(form, submission.responses));
      if (!outcome.nominated) throw unavailable(HELD[outcome.status] ?? 'Your nomination for this roundtable was already decided');
      return { success: true, message: 'Nominated', sessionId: session.sessionId, enrollmentStatus: 'nominated' };
    },

    async all() {
      const bySession = new Map<string, NominationRow[]>();
      for (const row of await repository.all()) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
      const [snapshot, form, sessions] = await Promise.all([
        settings.snapshot(siteEnv),
        nominationForm(DEFAULT_LOCALE),
        Promise.all([...bySession].map(([sessionId, rows]) => sessionGroup(sessionId, rows))),
      ]);
      const delimiter = settingOf(snapshot, DELIMITER_SETTING);
      return {
        questions: form ? formQuestions(form).map((question) => ({ id: question.id, text: shownQuestionText(question.questionText, delimiter) })) : [],
        sessions: sessions.sort((a, b) => (a.startDateTime ?? '').localeCompare(b.startDateTime ?? '') || a.sessionCode.localeCompare(b.sessionCode)),
      };
    },

    async decide(id, userId, status) {
      const session = (await catalogue.index()).session(id);
      if (!session) throw notFound(NO_SESSION);
      const outcome = await repository.decide(userId, session.sessionId, status, session.capacity);
      if ('refused' in outcome) {
        throw outcome.refused === 'full'
          ? new HttpError(409, `All ${session.capacity} seats of ${session.sessionCode} are taken: decline a confirmed nomination first`)
          : notFound(`No nomination by ${userId} for ${session.sessionCode}`);
      }
      return { success: true, message: status === 'confirmed' ? 'Nomination confirmed' : 'Nomination declined', sessionId: session.sessionId, enrollmentStatus: outcome.status };
    },
  };
}
