import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationList } from '../../schemas/generated/api/evaluations/list';
import type { CatalogueData } from '../../server/catalogue/types';
import { writeCatalogue } from '../../server/catalogue/writes';
import { enrollments, evaluationSubmissions } from '../../server/db/schema';
import { fromRoot } from '../../server/paths';
import { SCOPES, type SiteSetting } from '../../src/engine';
import type { EvaluationForm, EvaluationResponse } from '../../src/engine/lazy/evaluation-answers';
import { catalogue, session } from '../engine/catalogue-search/builders';
import { DRIVERS, fixture, json, startServerWithReach, type AppReach, type TestServer } from './harness';

const minute = 60_000;
const hour = 60 * minute;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const breakout = { logicalValue: 'Breakout', displayValue: 'Breakout' };
const lab = { logicalValue: 'Hands-on Lab', displayValue: 'Hands-on Lab' };
// Imported with other capitals: session types compare without case (spec 1 §5).
const shoutedLab = { logicalValue: 'HANDS-ON LAB', displayValue: 'Hands-on lab' };

const programme = (): CatalogueData =>
  catalogue({
    sessions: [
      session({ sessionId: 'ev-open', sessionCode: 'BRK201', title: 'Open for evaluation', sessionType: breakout, startDateTime: at(-30 * minute), endDateTime: at(15 * minute) }),
      session({ sessionId: 'ev-soon', sessionCode: 'BRK202', title: 'Just started', sessionType: breakout, startDateTime: at(-2 * minute), endDateTime: at(40 * minute) }),
      session({ sessionId: 'ev-over', sessionCode: 'BRK203', title: 'Long over', sessionType: breakout, startDateTime: at(-80 * hour), endDateTime: at(-79 * hour) }),
      session({ sessionId: 'ev-lab', sessionCode: 'LAB201', title: 'A lab', sessionType: lab, startDateTime: at(-hour), endDateTime: at(-10 * minute) }),
      session({ sessionId: 'ev-race', sessionCode: 'BRK204', title: 'Raced', sessionType: breakout, startDateTime: at(-hour), endDateTime: at(-30 * minute) }),
      session({ sessionId: 'ev-lab-2', sessionCode: 'LAB202', title: 'Another lab', sessionType: shoutedLab, startDateTime: at(-hour), endDateTime: at(-10 * minute) }),
      session({ sessionId: 'ev-2030', sessionCode: 'BRK205', title: 'Far ahead', sessionType: breakout, startDateTime: '2030-06-01T10:00:00Z', endDateTime: '2030-06-01T11:00:00Z' }),
    ],
  });

/** The test content with evaluations on, their times, and the forms the site ships. */
async function evaluationContent(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-evaluation-content-'));
  await cp(fixture('pages-content'), dir, { recursive: true });
  await copyFile(fromRoot('pages-content/evaluation-forms.json'), path.join(dir, 'evaluation-forms.json'));
  const file = path.join(dir, 'settings.json');
  const seed = JSON.parse(await readFile(file, 'utf8')) as SiteSetting[];
  const setting = (name: string, type: SiteSetting['type'], value: unknown): SiteSetting => ({ name, type, category: 'Features/Personal', value, order: 160, public: true });
  const added = [
    setting('showEvaluations', 'flag', true),
    setting('evaluationStartOffsetMinutes', 'json', 5),
    setting('evaluationEndOffsetHours', 'json', 72),
    setting('postConferenceEvaluationStartDate', 'date', at(-hour)),
    setting('postConferenceEvaluationEndDate', 'date', at(48 * hour)),
  ];
  const names = new Set(added.map((item) => item.name));
  await writeFile(file, JSON.stringify([...seed.filter((item) => !names.has(item.name)), ...added]));
  return dir;
}

const answer = (evaluationQuestionId: string, ...values: string[]): EvaluationResponse => ({
  evaluationQuestionId,
  evaluationResponseValues: values.map((value) => ({ value, displayValue: value, scoreValue: null })),
});
const SESSION_FORM = 'session-evaluation';

type Who = Parameters<TestServer['auth']>[0] | null;
const OTHER = { name: 'Other Attendee', scopes: [SCOPES.sessionCatalog, SCOPES.eventTools] };

describe.each(DRIVERS)('evaluations (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let contentDir: string;
  const call = async (method: 'GET' | 'POST', url: string, who: Who = 'attendee', payload?: Record<string, unknown>) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: who ? await server.auth(who) : {}, ...(payload === undefined ? {} : { payload }) });
  const submitSession = (id: string, responses: EvaluationResponse[], who: Who = 'attendee', evaluationId = SESSION_FORM) =>
    call('POST', `/evaluation/session/${id}`, who, { evaluationId, responses });
  const setSetting = async (name: string, value: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/v1/siteeditor/setting/cont', headers: await server.auth('siteeditor'), payload: { changes: [{ name, value }] } });
  const kept = (evaluationId: string) => server.reach.db.select().from(evaluationSubmissions).where(eq(evaluationSubmissions.evaluationId, evaluationId));

  beforeAll(async () => {
    contentDir = await evaluationContent();
    server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 } });
    await writeCatalogue(server.reach.db, server.reach.live, programme());
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('gives a session’s form in the attendee’s language once its evaluation has opened, and says why not before and after', async () => {
    const form = json<EvaluationForm>(await call('GET', '/evaluation/session/BRK201/ja-jp'));
    expect(form.id).toBe(SESSION_FORM);
    expect(form.questionSections[0]?.evaluationQuestions[0]?.questionText).toBe('このセッションの総合評価を教えてください。');
    const labForm = json<EvaluationForm>(await call('GET', '/evaluation/session/ev-lab/en-us'));
    expect(labForm.id).toBe('lab-evaluation');
    expect(json<EvaluationForm>(await call('GET', '/evaluation/session/LAB202/en-us')).id).toBe('lab-evaluation');

    const soon = await call('GET', '/evaluation/session/ev-soon/en-us');
    expect([soon.statusCode, json(soon).error, json(soon).message]).toEqual([409, 'EvaluationUnavailable', 'This evaluation is not open yet']);
    const over = await call('GET', '/evaluation/session/ev-over/en-us');
    expect([over.statusCode, json(over).message]).toEqual([409, 'This evaluation is closed']);
    expect((await submitSession('ev-soon', [answer('overall', '5'), answer('speakers', '5')])).statusCode).toBe(409);
    expect((await call('GET', '/evaluation/session/nowhere/en-us')).statusCode).toBe(404);
    expect((await call('GET', '/evaluation/session/BRK201/en-us', null)).statusCode).toBe(401);
  });

  it('refuses answers that break the form’s logic, naming where, and saves nothing', async () => {
    const low = await submitSession('ev-open', [answer('overall', '1'), answer('speakers', '4')]);
    expect(low.statusCode).toBe(400);
    expect(json<{ details: { path: string; message: string }[] }>(low).details).toEqual([{ path: '/body/responses', message: 'Question improve is required' }]);
    const unknownOption = await submitSession('ev-open', [answer('overall', '9'), answer('speakers', '4')]);
    expect(json<{ details: { path: string }[] }>(unknownOption).details.map((issue) => issue.path)).toEqual(['/body/responses/0/evaluationResponseValues/0/value']);
    const wrongForm = await submitSession('ev-open', [answer('overall', '4'), answer('speakers', '4')], 'attendee', 'conference-evaluation');
    expect(json<{ details: { path: string }[] }>(wrongForm).details.map((issue) => issue.path)).toEqual(['/body/evaluationId']);
    expect(await kept('session:ev-open')).toEqual([]);
  });

  it('keeps one evaluation per attendee: the follow-up a low score asks for, then a clear refusal of a second', async () => {
    const sent = await submitSession('ev-open', [answer('overall', '2'), answer('speakers', 'not applicable'), answer('improve', 'Slides were unreadable from the back')]);
    expect([sent.statusCode, json(sent)]).toEqual([200, { success: true, evaluationId: 'session:ev-open', message: 'Thank you for your evaluation' }]);
    const again = await submitSession('ev-open', [answer('overall', '5'), answer('speakers', '5')]);
    expect([again.statusCode, json(again).error, json(again).message]).toEqual([409, 'EvaluationCompleted', 'You have already submitted this evaluation']);
    // Answered is answered, whatever a second try sends.
    expect(json((await submitSession('ev-open', []))).error).toBe('EvaluationCompleted');
    expect(json((await call('GET', '/evaluation/session/ev-open/en-us'))).error).toBe('EvaluationCompleted');
    const rows = await kept('session:ev-open');
    expect(rows.map((row) => [row.userId, row.version, row.responses.map((response) => response.evaluationQuestionId)])).toEqual([['dev-attendee', 1, ['overall', 'speakers', 'improve']]]);

    // Another attendee evaluates the same session on their own account.
    expect((await submitSession('ev-open', [answer('overall', '5'), answer('speakers', '5')], OTHER)).statusCode).toBe(200);
  });

  it('drops the answer to a question the logic hides', async () => {
    const sent = await submitSession('ev-lab', [answer('overall', '5'), answer('environment', 'yes'), answer('what-failed', 'sneaked in')], 'attendee', 'lab-evaluation');
    expect(sent.statusCode).toBe(200);
    const [row] = await kept('session:ev-lab');
    expect(row?.responses.map((response) => response.evaluationQuestionId)).toEqual(['overall', 'environment']);
  });

  it('lists the scheduled sessions whose evaluation is open or done (a closed, unanswered one is nothing to do), and the conference evaluation', async () => {
    for (const sessionId of ['ev-open', 'ev-soon', 'ev-lab', 'ev-over']) {
      await server.reach.db.insert(enrollments).values({ userId: 'dev-attendee', sessionId, status: 'scheduled' }).onConflictDoNothing();
    }
    const list = json<EvaluationList>(await call('GET', '/evaluation/all/en-us'));
    expect(list.sessionsForEvaluation.map((item) => [item.sessionCode, item.isEvaluationComplete])).toEqual([
      ['LAB201', true],
      ['BRK201', true],
    ]);
    expect([list.postConferenceEvaluationAvailable, list.isPostConferenceEvaluationCompleted]).toEqual([true, false]);
    // Nobody else's evaluations show in an attendee's list.
    expect(json<EvaluationList>(await call('GET', '/evaluation/all/en-us', OTHER)).sessionsForEvaluation).toEqual([]);
  });

  it('takes the conference evaluation once, signed in', async () => {
    const form = json<EvaluationForm>(await call('GET', '/evaluation/conference/de-de'));
    expect(form.questionSections[0]?.name).toBe('Die Konferenz');
    expect((await call('GET', '/evaluation/conference/en-us', null)).statusCode).toBe(401);
    const sent = await call('POST', '/evaluation/submit', 'attendee', { evaluationId: 'conference-evaluation', responses: [answer('overall', '4'), answer('again', 'no'), answer('liked', 'labs', 'networking')] });
    expect(sent.statusCode).toBe(200);
    expect(json<EvaluationList>(await call('GET', '/evaluation/all/en-us')).isPostConferenceEvaluationCompleted).toBe(true);
    const dates = json<{ startDate: string; endDate: string }>(await call('GET', '/evaluation/conference/postConferenceEvaluationDates'));
    expect(Date.parse(dates.endDate)).toBeGreaterThan(Date.now());
  });

  it('takes an anonymous survey from a signed-out visitor and keeps no identity, even from a signed-in caller', async () => {
    const form = json<EvaluationForm>(await call('GET', '/evaluation/survey/interests/fr-fr', null));
    expect(form.questionSections[0]?.evaluationQuestions.map((question) => question.questionText)).toEqual(['Quels sujets devrions-nous aborder davantage ?', 'Autre chose ?']);
    const body = { evaluationId: 'interests', responses: [answer('topics', 'ai', 'security')] };
    expect((await call('POST', '/evaluation/submitSurveyAnonymously', null, body)).statusCode).toBe(200);
    expect((await call('POST', '/evaluation/submitSurveyAnonymously', 'attendee', body)).statusCode).toBe(200);
    expect((await call('POST', '/evaluation/submitSurvey', 'attendee', body)).statusCode).toBe(200);
    const rows = await kept('survey:interests');
    expect(rows.map((row) => [row.userId, row.attendeeType, row.sessionId])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    expect(Object.keys(rows[0] ?? {})).not.toContain('ip');
    const broken = await call('POST', '/evaluation/submitSurveyAnonymously', null, { evaluationId: 'interests', responses: [] });
    expect([broken.statusCode, json<{ details: { path: string }[] }>(broken).details[0]?.path]).toEqual([400, '/body/responses']);
    expect((await call('GET', '/evaluation/survey/no-such-survey/en-us', null)).statusCode).toBe(404);
  });

  it('answers once when the same attendee submits twice at the same moment', async () => {
    const body = [answer('overall', '4'), answer('speakers', '4')];
    const results = await Promise.all(Array.from({ length: 6 }, () => submitSession('ev-race', body, OTHER)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await kept('session:ev-race')).toHaveLength(1);
  });

  it('opens a session’s evaluation five minutes after its start, by the server’s testing date', async () => {
    expect((await setSetting('testingDate', '2030-06-01T10:04:00Z')).statusCode).toBe(200);
    expect(json((await call('GET', '/evaluation/session/BRK205/en-us'))).message).toBe('This evaluation is not open yet');
    expect((await setSetting('testingDate', '2030-06-01T10:06:00Z')).statusCode).toBe(200);
    expect((await call('GET', '/evaluation/session/BRK205/en-us')).statusCode).toBe(200);
    expect((await setSetting('testingDate', null)).statusCode).toBe(200);
  });

  it('is closed while the site has evaluations switched off', async () => {
    expect((await setSetting('showEvaluations', false)).statusCode).toBe(200);
    const refused = await call('GET', '/evaluation/all/en-us');
    expect([refused.statusCode, json(refused).message]).toEqual([403, 'Evaluations are switched off (showEvaluations)']);
  });
});
