import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationFormSummaries } from '../../schemas/generated/api/evaluations/form-summaries';
import type { PublishedEvaluationForm } from '../../schemas/generated/api/evaluations/published-form';
import { evaluationForms, evaluationSubmissions } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed/seed';
import { fromRoot } from '../../server/paths';
import type { EvaluationForm } from '../../src/engine/lazy/evaluation-answers';
import type { AuthoredEvaluationForm } from '../../src/engine/lazy/evaluation-forms';
import { DRIVERS, fixture, json, startServerWithReach, type AppReach, type TestServer } from './harness';

/** The test content with the evaluation forms the site ships. */
async function formsContent(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'confsite-evaluation-forms-'));
  await cp(fixture('pages-content'), dir, { recursive: true });
  await copyFile(fromRoot('pages-content/evaluation-forms.json'), path.join(dir, 'evaluation-forms.json'));
  return dir;
}

type Who = Parameters<TestServer['auth']>[0] | null;
type Rule = NonNullable<AuthoredEvaluationForm['questionSections'][number]['evaluationQuestions'][number]['evaluationLogic']>[number];
type Issues = { details: { path: string; message: string }[] };

const SESSION_FORM = 'session:*';
const VERSION_URL = '/siteeditor/evaluation-forms/version';

/** `form` with `change` applied to a copy of its question `id`. */
function withQuestion(form: AuthoredEvaluationForm, id: string, change: (question: AuthoredEvaluationForm['questionSections'][number]['evaluationQuestions'][number]) => void): AuthoredEvaluationForm {
  const copy = structuredClone(form);
  const question = copy.questionSections.flatMap((section) => section.evaluationQuestions).find((candidate) => candidate.id === id);
  if (!question) throw new Error(`no question ${id}`);
  change(question);
  return copy;
}

const rule = (dependentQuestionId: string, parentQuestionId: string, operator: Rule['operator'], triggerValue: string): Rule => ({
  dependentQuestionId,
  parentQuestionId,
  operator,
  triggerValue,
  actions: ['Visible'],
});

const INTERESTS = (value: string) => ({
  evaluationId: 'interests',
  responses: [{ evaluationQuestionId: 'topics', evaluationResponseValues: [{ value, displayValue: value, scoreValue: null }] }],
});

describe.each(DRIVERS)('the site editors’ evaluation forms (%s)', (driver) => {
  let server: TestServer & { reach: AppReach };
  let contentDir: string;
  const call = async (method: 'GET' | 'POST', url: string, who: Who = 'siteeditor', payload?: Record<string, unknown>) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: who ? await server.auth(who) : {}, ...(payload === undefined ? {} : { payload }) });
  const read = async (key: string, version?: number) =>
    json<PublishedEvaluationForm>(await call('GET', `${VERSION_URL}?key=${encodeURIComponent(key)}${version ? `&version=${version}` : ''}`));
  const publish = (formKey: string, baseVersion: number, form: AuthoredEvaluationForm, extra: Record<string, unknown> = {}, who: Who = 'siteeditor') =>
    call('POST', VERSION_URL, who, { formKey, baseVersion, anonymous: false, form, ...extra });
  const versionsOf = async (formKey: string) =>
    (await server.reach.db.select({ version: evaluationForms.version }).from(evaluationForms).where(eq(evaluationForms.formKey, formKey))).map((row) => row.version).sort();
  const summaries = async () => json<EvaluationFormSummaries>(await call('GET', '/siteeditor/evaluation-forms')).forms;

  beforeAll(async () => {
    contentDir = await formsContent();
    server = await startServerWithReach(driver, { contentDir, demo: { scale: 0 } });
  });
  afterAll(async () => {
    await server.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('lists every seeded form with its newest version, and reads one in every language', async () => {
    const forms = await summaries();
    expect(forms.map((form) => form.formKey).sort()).toEqual(['conference', 'nomination', 'session:*', 'session:hands-on lab', 'survey:interests']);
    expect(forms.find((form) => form.formKey === 'survey:interests')).toMatchObject({
      formId: 'interests',
      version: 1,
      anonymous: true,
      publishedBy: 'seed',
      versions: [{ version: 1, publishedBy: 'seed', answers: 0, publishedAt: expect.any(String) }],
    });

    const nomination = await read('nomination');
    expect(nomination).toMatchObject({ formKey: 'nomination', version: 1, latestVersion: 1, anonymous: false, publishedBy: 'seed' });
    const role = nomination.form.questionSections[0]?.evaluationQuestions[0];
    expect(Object.keys(role?.questionText ?? {}).sort()).toEqual(['de-de', 'en-us', 'es-es', 'fr-fr', 'ja-jp', 'zh-cn']);
    expect(role?.options[0]?.displayValue['de-de']).toBe('Entwickler oder Ingenieur');

    expect((await call('GET', `${VERSION_URL}?key=survey:nowhere`)).statusCode).toBe(404);
    expect((await call('GET', `${VERSION_URL}?key=nomination&version=9`)).statusCode).toBe(404);
    const badKey = await call('GET', `${VERSION_URL}?key=${encodeURIComponent('Session:Keynote')}`);
    expect([badKey.statusCode, json<Issues>(badKey).details.map((issue) => issue.path)]).toEqual([400, ['/query/key']]);
  });

  it('is for site editors only: a content editor or attendee gets 403, a signed-out visitor 401', async () => {
    const { form } = await read(SESSION_FORM);
    for (const [who, status] of [['contenteditor', 403], ['attendee', 403], [null, 401]] as const) {
      expect((await call('GET', '/siteeditor/evaluation-forms', who)).statusCode).toBe(status);
      expect((await call('GET', `${VERSION_URL}?key=conference`, who)).statusCode).toBe(status);
      expect((await publish(SESSION_FORM, 1, form, {}, who)).statusCode).toBe(status);
    }
    expect(await versionsOf(SESSION_FORM)).toEqual([1]);
  });

  it.each<[string, (form: AuthoredEvaluationForm) => Record<string, unknown>, string[]]>([
    ['a question of no known type', (form) => ({ form: withQuestion(form, 'overall', (question) => Object.assign(question, { type: 'Stars' })) }), ['/body/form/questionSections/0/evaluationQuestions/0/type']],
    ['no base version', (form) => ({ form, baseVersion: undefined }), ['/body/baseVersion']],
    ['a form without sections', (form) => ({ form: { ...form, questionSections: [] } }), ['/body/form/questionSections']],
    ['two questions with one id', (form) => ({ form: withQuestion(form, 'speakers', (question) => Object.assign(question, { id: 'overall' })) }), ['/body/form/questionSections/0/evaluationQuestions/1/id']],
    ['a rule to a question the form does not have', (form) => ({ form: withQuestion(form, 'comments', (question) => Object.assign(question, { evaluationLogic: [rule('comments', 'mood', 'Equals', '1')] })) }), [
      '/body/form/questionSections/0/evaluationQuestions/4/evaluationLogic/0/parentQuestionId',
    ]],
    ['a trigger the parent’s answers never meet', (form) => ({ form: withQuestion(form, 'comments', (question) => Object.assign(question, { evaluationLogic: [rule('comments', 'overall', 'Equals', 'Excellent')] })) }), [
      '/body/form/questionSections/0/evaluationQuestions/4/evaluationLogic/0/triggerValue',
    ]],
    ['a number compared with words', (form) => ({ form: withQuestion(form, 'comments', (question) => Object.assign(question, { evaluationLogic: [rule('comments', 'overall', 'Greater than', 'good')] })) }), [
      '/body/form/questionSections/0/evaluationQuestions/4/evaluationLogic/0/triggerValue',
    ]],
    ['questions depending on each other in a circle', (form) => ({ form: withQuestion(form, 'overall', (question) => Object.assign(question, { evaluationLogic: [rule('overall', 'improve', 'Equals', 'x')] })) }), ['/body/form/questionSections']],
    ['a signed-out visitor’s answers to a session evaluation', (form) => ({ form, anonymous: true }), ['/body/anonymous']],
  ])('refuses %s with 400 and the paths at fault, and publishes nothing', async (_case, change, paths) => {
    const { form } = await read(SESSION_FORM);
    const response = await call('POST', VERSION_URL, 'siteeditor', { formKey: SESSION_FORM, baseVersion: 1, anonymous: false, ...change(form) });
    expect(response.statusCode).toBe(400);
    expect(json<Issues>(response).details.map((issue) => issue.path)).toEqual(paths);
    expect(await versionsOf(SESSION_FORM)).toEqual([1]);
  });

  it('refuses a survey whose form names another survey, and a key of no known kind', async () => {
    const { form } = await read('survey:interests');
    const renamed = await publish('survey:interests', 1, { ...form, id: 'hobbies' }, { anonymous: true });
    expect([renamed.statusCode, json<Issues>(renamed).details.map((issue) => issue.path)]).toEqual([400, ['/body/form/id']]);
    const unknown = await publish('webinar', 0, form);
    expect([unknown.statusCode, json<Issues>(unknown).details.map((issue) => issue.path)]).toEqual([400, ['/body/formKey']]);
    expect(await versionsOf('survey:interests')).toEqual([1]);
  });

  it('publishes version 2 for new answers and leaves the answers given to version 1 as they were', async () => {
    expect((await call('POST', '/evaluation/submitSurvey', 'attendee', INTERESTS('ai'))).statusCode).toBe(200);
    const { form } = await read('survey:interests');
    const reworded = withQuestion(form, 'topics', (question) => {
      const ai = question.options.find((option) => option.value === 'ai');
      if (ai) ai.displayValue = { ...ai.displayValue, 'en-us': 'AI, agents and copilots' };
    });
    const published = await publish('survey:interests', 1, reworded, { anonymous: true });
    expect(published.statusCode).toBe(200);
    expect(json<PublishedEvaluationForm>(published)).toMatchObject({ formKey: 'survey:interests', version: 2, latestVersion: 2, anonymous: true, publishedBy: expect.any(String) });

    expect((await call('POST', '/evaluation/submitSurvey', 'speaker', INTERESTS('ai'))).statusCode).toBe(200);
    const rows = await server.reach.db
      .select({ version: evaluationSubmissions.version, responses: evaluationSubmissions.responses })
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.formKey, 'survey:interests'))
      .orderBy(asc(evaluationSubmissions.id));
    expect(rows.map((row) => [row.version, row.responses[0]?.evaluationResponseValues[0]?.displayValue])).toEqual([
      [1, 'AI and agents'],
      [2, 'AI, agents and copilots'],
    ]);
    const shown = json<EvaluationForm>(await call('GET', '/evaluation/survey/interests/en-us', null));
    expect(shown.questionSections[0]?.evaluationQuestions[0]?.options[0]?.displayValue).toBe('AI, agents and copilots');
    expect((await read('survey:interests', 1)).form).toEqual(form);
    const listed = (await summaries()).find((summary) => summary.formKey === 'survey:interests');
    expect(listed?.versions.map(({ version, answers }) => [version, answers])).toEqual([[2, 1], [1, 1]]);
  });

  it('refuses a publish from a stale base with 409 and the current form, and starts a new form at version 1', async () => {
    const { form } = await read('survey:interests');
    const stale = await publish('survey:interests', 1, form, { anonymous: true });
    expect(stale.statusCode).toBe(409);
    expect(json<{ error: string; current: PublishedEvaluationForm }>(stale)).toMatchObject({ error: 'Conflict', current: { version: 2, form } });
    expect((await publish('survey:interests', 0, form, { anonymous: true })).statusCode).toBe(409);
    expect(await versionsOf('survey:interests')).toEqual([1, 2]);

    const fresh = await publish('survey:venue', 0, { ...form, id: 'venue' });
    expect(json<PublishedEvaluationForm>(fresh)).toMatchObject({ formKey: 'survey:venue', version: 1, anonymous: false });
    // Not open to signed-out visitors, but to attendees.
    expect((await call('GET', '/evaluation/survey/venue/en-us', null)).statusCode).toBe(404);
    expect(json<EvaluationForm>(await call('GET', '/evaluation/survey/venue/de-de', 'attendee')).id).toBe('venue');
  });

  it('lets exactly one of several editors publishing from the same base at once win', async () => {
    const { form, version } = await read('conference');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        publish('conference', version, withQuestion(form, 'comments', (question) => Object.assign(question, { questionText: { 'en-us': `Anything else? (editor ${index})` } }))),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await versionsOf('conference')).toEqual([1, 2]);
    const winner = answers.find((response) => response.statusCode === 200);
    expect((await read('conference')).form).toEqual(json<PublishedEvaluationForm>(winner as NonNullable<typeof winner>).form);
  });

  it('gives a site seeded before a form came with a release that form on its next start, and keeps the versions editors published', async () => {
    await server.reach.db.delete(evaluationForms).where(eq(evaluationForms.formKey, 'nomination'));
    const conference = await read('conference');
    // Two nodes starting at once.
    const seed = () => seedDatabase(server.reach.db, { contentDir, localesDirs: [fixture('locales')], siteEnv: 'cont' });
    await Promise.all([seed(), seed()]);
    expect(await read('nomination')).toMatchObject({ version: 1, publishedBy: 'seed', form: { id: 'roundtable-nomination' } });
    expect(await versionsOf('conference')).toEqual([1, 2]);
    expect(await read('conference')).toEqual(conference);
  });
});
