import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedEvaluationForm } from '../../schemas/generated/api/evaluations/published-form';
import type { RoundtableNominations } from '../../schemas/generated/api/siteeditor/nominations';
import type { CatalogueData } from '../../server/catalogue/types';
import { writeCatalogue } from '../../server/catalogue/writes';
import { enrollments, sessionSeats } from '../../server/db/schema';
import { SCOPES } from '../../src/engine';
import type { EvaluationForm, EvaluationResponse } from '../../src/engine/lazy/evaluation-answers';
import type { AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';
import type { ScheduleChangeResult, ScheduledSessions } from '../../src/engine/lazy/schedule';
import { attendee, catalogue, session } from '../engine/catalogue-search/builders';
import { DRIVERS, json, startServerWithReach, type AppReach, type TestServer } from './harness';
import { nominationContent } from './nomination-content';

const roundtable = { logicalValue: 'Roundtable', displayValue: 'Roundtable' };
const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const rsvp = { rsvpOpensAt: at(-24 * hour), rsvpClosesAt: at(24 * hour), capacity: 1, waitlistCapacity: 0, deliveryTypes: ['In-Person', 'Digital'] };

const programme = (): CatalogueData =>
  catalogue({
    sessions: [
      session({ sessionId: 'rt-open', sessionCode: 'RTD101', title: 'Data platforms roundtable', sessionType: roundtable, ...rsvp }),
      session({ sessionId: 'rt-later', sessionCode: 'RTD102', sessionType: roundtable, ...rsvp, rsvpOpensAt: at(hour) }),
      session({ sessionId: 'rt-over', sessionCode: 'RTD103', sessionType: roundtable, ...rsvp, rsvpClosesAt: at(-hour) }),
      session({ sessionId: 'rt-vip', sessionCode: 'RTD104', sessionType: roundtable, ...rsvp, restrictedScopes: ['vip'] }),
      session({ sessionId: 'brk', sessionCode: 'BRK101' }),
    ],
    attendees: [attendee({ attendeeId: 'nom-avery', displayName: 'Avery Nominee', userId: 'dev-attendee' })],
  });

const THIRD = { name: 'Third Party', scopes: [SCOPES.eventTools] };
type Who = Parameters<TestServer['auth']>[0] | null;

const answer = (evaluationQuestionId: string, ...values: string[]): EvaluationResponse => ({
  evaluationQuestionId,
  evaluationResponseValues: values.map((value) => ({ value, displayValue: value, scoreValue: null })),
});
const VALID = [answer('rt-role', 'architect'), answer('rt-topics', 'ai', 'data'), answer('rt-why', 'Zürich’s data mesh, 数据')];
/** VALID as it is kept: each chosen option as the form words it (the texts the caller sent do not count). */
const KEPT = [
  { evaluationQuestionId: 'rt-role', evaluationResponseValues: [{ value: 'architect', displayValue: 'Architect', scoreValue: null }] },
  {
    evaluationQuestionId: 'rt-topics',
    evaluationResponseValues: [
      { value: 'ai', displayValue: 'AI in production', scoreValue: null },
      { value: 'data', displayValue: 'Data platforms', scoreValue: null },
    ],
  },
  answer('rt-why', 'Zürich’s data mesh, 数据'),
];

describe.each(DRIVERS)('roundtable nominations (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let contentDir: string;
  const call = async (method: 'GET' | 'POST', url: string, who: Who = 'attendee', payload?: Record<string, unknown>) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: who ? await server.auth(who) : {}, ...(payload === undefined ? {} : { payload }) });
  const nominate = (id: string, responses: EvaluationResponse[], who: Who = 'attendee', evaluationId = 'roundtable-nomination') =>
    call('POST', `/evaluation/submitroundtable/${id}`, who, { evaluationId, responses });
  const decide = (sessionId: string, userId: string, status: string, who: Who = 'siteeditor') => call('POST', `/siteeditor/nominations/${sessionId}/${userId}`, who, { status });
  const listed = async () => json<RoundtableNominations>(await call('GET', '/siteeditor/nominations', 'siteeditor'));

  beforeAll(async () => {
    contentDir = await nominationContent();
    server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 } });
    await writeCatalogue(server.reach.db, server.reach.live, programme());
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('answers the nomination form of a roundtable, and the spec’s messages without a login or a valid session', async () => {
    const form = json<EvaluationForm>(await call('GET', '/evaluation/roundtable/RTD101/en-us'));
    expect(form.id).toBe('roundtable-nomination');
    expect(form.questionSections.flatMap((section) => section.evaluationQuestions.map((question) => question.type))).toEqual(
      expect.arrayContaining(['RadioList', 'Dropdown', 'MultiSelect', 'MultilineText', 'PlainText']),
    );
    const anonymous = await call('GET', '/evaluation/roundtable/rt-open/en-us', null);
    expect([anonymous.statusCode, json(anonymous).message]).toEqual([401, 'Not logged in']);
    const unknown = await nominate('rt-nowhere', VALID);
    expect([unknown.statusCode, json(unknown).message]).toEqual([404, 'Must provide valid session']);
    const noTools = await call('GET', '/evaluation/roundtable/rt-open/en-us', { name: 'Catalogue Only', scopes: [SCOPES.sessionCatalog] });
    expect(noTools.statusCode).toBe(403);
    expect((await call('GET', '/evaluation/roundtable/brk/en-us')).statusCode).toBe(400);
    expect((await call('GET', '/evaluation/roundtable/RTD101/xx-xx')).statusCode).toBe(400);
  });

  it('gives the nomination form in the attendee’s language, the newest version a site editor published, never a broken one', async () => {
    const inJapanese = json<EvaluationForm>(await call('GET', '/evaluation/roundtable/RTD101/ja-jp'));
    expect(inJapanese.questionSections[0]?.name).toBe('あなたについて');
    expect(inJapanese.questionSections[0]?.evaluationQuestions[0]?.questionText).toBe('あなたの役割に最も近いものはどれですか？ | role');

    const current = json<PublishedEvaluationForm>(await call('GET', '/siteeditor/evaluation-forms/version?key=nomination', 'siteeditor'));
    const publish = (form: AuthoredEvaluationForm) =>
      call('POST', '/siteeditor/evaluation-forms/version', 'siteeditor', { formKey: 'nomination', baseVersion: current.version, anonymous: false, form });
    // The company question shown by an answer to a question the form does not have.
    const broken = structuredClone(current.form);
    const brokenCompany = broken.questionSections[1]?.evaluationQuestions[1];
    if (brokenCompany) brokenCompany.evaluationLogic = [{ dependentQuestionId: 'rt-company', parentQuestionId: 'rt-salary', operator: 'Equals', triggerValue: 'x', actions: ['Visible'] }];
    const refused = await publish(broken);
    expect(refused.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(refused).details.map((issue) => issue.path)).toEqual(['/body/form/questionSections/1/evaluationQuestions/1/evaluationLogic/0/parentQuestionId']);

    const renamed = structuredClone(current.form);
    const company = renamed.questionSections[1]?.evaluationQuestions[1];
    if (company) company.questionText = { ...company.questionText, 'en-us': 'Your company or organisation | company' };
    expect((await publish(renamed)).statusCode).toBe(200);
    const texts = json<EvaluationForm>(await call('GET', '/evaluation/roundtable/RTD101/en-us')).questionSections.flatMap((section) => section.evaluationQuestions.map((question) => question.questionText));
    expect(texts).toContain('Your company or organisation | company');
  });

  it.each<[string, EvaluationResponse[], string]>([
    ['a required question left out', [answer('rt-role', 'lead')], '/body/responses'],
    ['an option the question does not have', [answer('rt-role', 'boss'), answer('rt-why', 'x')], '/body/responses/0/evaluationResponseValues/0/value'],
    ['a question the form does not have', [...VALID, answer('rt-salary', '1')], '/body/responses/3/evaluationQuestionId'],
    ['text over 1350 characters', [answer('rt-role', 'lead'), answer('rt-why', 'x'.repeat(1351))], '/body/responses/1/evaluationResponseValues/0/value'],
  ])('refuses %s with 400 and the field path, and nominates nobody', async (_case, responses, path) => {
    const response = await nominate('rt-open', responses, 'speaker');
    expect(response.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(response).details.map((detail) => detail.path)).toContain(path);
    expect((await listed()).sessions.flatMap((group) => group.nominations).filter((nomination) => nomination.attendeeId === 'dev-speaker')).toEqual([]);
  });

  it('refuses another form’s answers, and nominations outside the window or the session’s scopes', async () => {
    expect((await nominate('rt-open', VALID, 'attendee', 'other-form')).statusCode).toBe(400);
    await writeCatalogue(server.reach.db, server.reach.live, { sessions: [session({ sessionId: 'rt-in-person', sessionCode: 'RTD105', sessionType: roundtable, ...rsvp, deliveryTypes: ['In-Person'] })] });
    for (const [id, status] of [['rt-later', 409], ['rt-over', 409], ['rt-vip', 403], ['rt-in-person', 403]] as const) {
      const response = await nominate(id, VALID);
      expect(response.statusCode).toBe(status);
      expect(json(response).message).toEqual(expect.any(String));
    }
  });

  it('nominates with valid answers once, and shows the nomination to site editors only', async () => {
    const response = await nominate('RTD101', VALID);
    expect(json<ScheduleChangeResult>(response)).toEqual({ success: true, message: 'Nominated', sessionId: 'rt-open', enrollmentStatus: 'nominated' });
    const again = await nominate('rt-open', VALID);
    expect([again.statusCode, json(again).message]).toEqual([409, 'You are already nominated for this roundtable']);

    const { questions, sessions: [group] } = await listed();
    expect(questions).toContainEqual({ id: 'rt-why', text: 'What would you like to share or learn at this roundtable?' });
    expect(group).toMatchObject({ sessionId: 'rt-open', sessionCode: 'RTD101', capacity: 1, confirmed: 0 });
    expect(group?.nominations).toEqual([expect.objectContaining({ attendeeId: 'dev-attendee', attendeeName: 'Avery Nominee', status: 'nominated', responses: KEPT })]);
    for (const who of ['attendee', 'contenteditor'] as const) {
      expect((await call('GET', '/siteeditor/nominations', who)).statusCode).toBe(403);
      expect((await decide('rt-open', 'dev-attendee', 'confirmed', who)).statusCode).toBe(403);
    }
  });

  it('lets a site editor confirm up to the capacity, decline, and answers 404 for a user without a nomination', async () => {
    expect((await nominate('rt-open', [answer('rt-role', 'lead'), answer('rt-why', 'Lead a team')], 'speaker')).statusCode).toBe(200);
    expect(json<ScheduleChangeResult>(await decide('rt-open', 'dev-attendee', 'confirmed')).enrollmentStatus).toBe('confirmed');
    const full = await decide('rt-open', 'dev-speaker', 'confirmed');
    expect(full.statusCode).toBe(409);
    expect(json<ScheduleChangeResult>(await decide('rt-open', 'dev-speaker', 'declined')).enrollmentStatus).toBe('declined');
    expect((await decide('rt-open', 'dev-third-party', 'confirmed')).statusCode).toBe(404);
    expect((await decide('rt-nowhere', 'dev-attendee', 'confirmed')).statusCode).toBe(404);
    expect((await decide('rt-open', 'dev-attendee', 'cancelled')).statusCode).toBe(400);

    const [group] = (await listed()).sessions;
    expect(group?.confirmed).toBe(1);
    expect(group?.nominations.map(({ attendeeId, status }) => [attendeeId, status])).toEqual([['dev-attendee', 'confirmed'], ['dev-speaker', 'declined']]);
    // Decided is decided: a declined nominee does not nominate again, a third user has nothing to show.
    expect((await nominate('rt-open', VALID, 'speaker')).statusCode).toBe(409);
    expect((await listed()).sessions.flatMap((g) => g.nominations).some((nomination) => nomination.attendeeId === 'dev-third-party')).toBe(false);
    expect((await nominate('rt-open', VALID, THIRD)).statusCode).toBe(200);
  });

  it('lets a nominee cancel a pending nomination, which the site editors then see as cancelled', async () => {
    const scheduled = async () => json<ScheduledSessions>(await call('GET', '/schedule/sessions/en-us', THIRD));
    expect(await scheduled()).toContainEqual({ sessionId: 'rt-open', enrollmentStatus: 'nominated', canBeRemovedFromSchedule: true });
    const cancelled = await call('POST', '/schedule/session/rt-open/status', THIRD, { status: 'cancelled' });
    expect(json<ScheduleChangeResult>(cancelled).enrollmentStatus).toBe('cancelled');
    expect((await scheduled()).some((entry) => entry.sessionId === 'rt-open')).toBe(false);
    const mine = (await listed()).sessions.find((group) => group.sessionId === 'rt-open')?.nominations.find((nomination) => nomination.attendeeId === 'dev-third-party');
    expect(mine?.status).toBe('cancelled');
    expect((await decide('rt-open', 'dev-third-party', 'confirmed')).statusCode).toBe(404);
    // Cancelled is not decided: they may nominate again.
    expect((await nominate('rt-open', VALID, THIRD)).statusCode).toBe(200);
  });

  it('confirms concurrently without seating more than the capacity', async () => {
    const people = Array.from({ length: 6 }, (_, index) => ({ name: `Racer ${index}`, scopes: [SCOPES.eventTools] }));
    await writeCatalogue(server.reach.db, server.reach.live, { sessions: [session({ sessionId: 'rt-race', sessionCode: 'RTD900', sessionType: roundtable, ...rsvp, capacity: 2 })] });
    for (const who of people) expect((await nominate('rt-race', VALID, who)).statusCode).toBe(200);
    const answers = await Promise.all(people.map((_who, index) => decide('rt-race', `dev-racer-${index}`, 'confirmed')));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect((await listed()).sessions.find((group) => group.sessionId === 'rt-race')?.confirmed).toBe(2);
  });

  it('lets a confirmed nominee give up their seat, freed in the same write for the next confirmation', async () => {
    const [first, second] = [{ name: 'Seat Holder', scopes: [SCOPES.eventTools] }, { name: 'Seat Waiter', scopes: [SCOPES.eventTools] }];
    const seatsTaken = async () => (await server.reach.db.select({ scheduled: sessionSeats.scheduled }).from(sessionSeats).where(eq(sessionSeats.sessionId, 'rt-seat')))[0]?.scheduled;
    await writeCatalogue(server.reach.db, server.reach.live, { sessions: [session({ sessionId: 'rt-seat', sessionCode: 'RTD901', sessionType: roundtable, ...rsvp, capacity: 1 })] });
    for (const who of [first, second]) expect((await nominate('rt-seat', VALID, who)).statusCode).toBe(200);
    expect((await decide('rt-seat', 'dev-seat-holder', 'confirmed')).statusCode).toBe(200);
    expect(await seatsTaken()).toBe(1);
    expect((await decide('rt-seat', 'dev-seat-waiter', 'confirmed')).statusCode).toBe(409);
    const cancelled = await call('POST', '/schedule/session/rt-seat/status', first, { status: 'cancelled' });
    expect(json<ScheduleChangeResult>(cancelled)).toEqual({ success: true, message: 'Roundtable seat cancelled', sessionId: 'rt-seat', enrollmentStatus: 'cancelled' });
    expect(await seatsTaken()).toBe(0);
    expect(json<ScheduledSessions>(await call('GET', '/schedule/sessions/en-us', first)).some((entry) => entry.sessionId === 'rt-seat')).toBe(false);
    expect((await call('POST', '/schedule/session/rt-seat/status', first, { status: 'cancelled' })).statusCode).toBe(400);
    expect((await decide('rt-seat', 'dev-seat-waiter', 'confirmed')).statusCode).toBe(200);
    expect(await seatsTaken()).toBe(1);
    // Declining a confirmed nominee frees the seat too.
    expect((await decide('rt-seat', 'dev-seat-waiter', 'declined')).statusCode).toBe(200);
    expect(await seatsTaken()).toBe(0);
  });

  it('takes one of simultaneous nominations and none from a declined nominee, the refusal inside the write', async () => {
    const [eager, declined] = [{ name: 'Eager Twin', scopes: [SCOPES.eventTools] }, { name: 'Declined Again', scopes: [SCOPES.eventTools] }];
    await writeCatalogue(server.reach.db, server.reach.live, { sessions: [session({ sessionId: 'rt-twice', sessionCode: 'RTD902', sessionType: roundtable, ...rsvp })] });
    const statusOf = async (userId: string) =>
      (await server.reach.db.select({ status: enrollments.status }).from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.sessionId, 'rt-twice'))))[0]?.status;
    const eagerAnswers = await Promise.all(Array.from({ length: 8 }, () => nominate('rt-twice', VALID, eager)));
    expect(eagerAnswers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await nominate('rt-twice', VALID, declined)).statusCode).toBe(200);
    expect((await decide('rt-twice', 'dev-declined-again', 'declined')).statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: 8 }, () => nominate('rt-twice', VALID, declined)));
    expect(again.map((response) => response.statusCode)).toEqual(Array(8).fill(409));
    expect(await statusOf('dev-declined-again')).toBe('declined');
    expect(await statusOf('dev-eager-twin')).toBe('nominated');
  });
});
