import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import type { SessionAnswer } from '../schemas/generated/api/catalogue/session-answer';
import type { Role } from '../src/engine';
import { seriousViolations, signInAs, siteEditorWithSchedules } from './fixtures';

/** The day after the conference: the last day's sessions take evaluations. */
const AFTER = '2027-03-13T12:00:00-07:00';

let admin: APIRequestContext;
let restore: () => Promise<void>;
let first: SessionAnswer;
let second: SessionAnswer;

const choice = (evaluationQuestionId: string, value: string) => ({ evaluationQuestionId, evaluationResponseValues: [{ value, displayValue: value, scoreValue: null }] });

/** An attendee's session evaluation, sent through the API as the evaluation form sends it. */
async function evaluate(baseURL: string | undefined, persona: Role, session: SessionAnswer, responses: ReturnType<typeof choice>[]) {
  const context = await apiRequest.newContext({ baseURL });
  expect((await context.post('/api/v1/auth/dev-login', { data: { persona } })).status()).toBe(200);
  const sent = await context.post(`/api/v1/evaluation/session/${session.sessionId}`, { data: { evaluationId: 'session-evaluation', responses } });
  expect(sent.status(), await sent.text()).toBe(200);
  await context.dispose();
}

test.beforeAll(async ({ baseURL }) => {
  ({ admin, restore } = await siteEditorWithSchedules(baseURL));
  const sessions = ((await (await admin.get('/api/v1/session/all/en-us')).json()) as { data: SessionAnswer[] }).data;
  // Talks of the last day that the general session form evaluates; past the first, which other specs may evaluate.
  const talks = sessions.filter(
    (candidate) =>
      candidate.startDateTime?.startsWith('2027-03-11') &&
      candidate.restrictedScopes.length === 0 &&
      !['hands-on lab', 'roundtable'].includes(candidate.sessionType.logicalValue.toLowerCase()),
  );
  [first, second] = talks.slice(-2) as [SessionAnswer, SessionAnswer];
  if (!first || !second || first === second) throw new Error('The demo catalogue has too few talks on the last day');
  expect((await admin.put('/api/v1/siteeditor/testing-date', { data: { testingDate: AFTER } })).status()).toBe(200);
  await evaluate(baseURL, 'attendee', first, [choice('overall', '5'), choice('speakers', '4'), { evaluationQuestionId: 'comments', evaluationResponseValues: [{ value: 'Great demo, "really"', displayValue: '', scoreValue: null }] }]);
  await evaluate(baseURL, 'speaker', first, [choice('overall', '2'), choice('speakers', 'not applicable'), { evaluationQuestionId: 'improve', evaluationResponseValues: [{ value: 'Too fast for me', displayValue: '', scoreValue: null }] }]);
  await evaluate(baseURL, 'inperson-attendee', second, [choice('overall', '4'), choice('speakers', '5')]);
});

test.afterAll(() => restore());

test('a site editor reads a session’s evaluation results, filters them and downloads them as CSV', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/evaluation-results');
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluation results' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Evaluation').selectOption('session:*');
  await filters.getByLabel('Session').selectOption(first.sessionId);
  const total = page.getByRole('status').filter({ hasText: 'Responses:' });
  await expect(total).toHaveText('Responses: 2');

  const overall = page.getByRole('region', { name: 'How would you rate this session overall?' });
  await expect(overall.getByText('Answered: 2')).toBeVisible();
  await expect(overall.getByText('Average score: 3.50')).toBeVisible();
  const excellent = overall.getByRole('row', { name: /5 – Excellent/ });
  await expect(excellent.getByRole('cell').nth(1)).toHaveText('1');
  await expect(excellent.getByRole('cell').nth(2)).toHaveText('50%');
  // 'Not applicable' is counted but has no score: the speakers' mean is that of the one scored answer.
  const speakers = page.getByRole('region', { name: /How well did the speakers know their subject/ });
  await expect(speakers.getByText('Average score: 4.00')).toBeVisible();
  await expect(speakers.getByRole('row', { name: /Not applicable/ }).getByRole('cell').nth(1)).toHaveText('1');
  await expect(page.getByRole('list', { name: /Text answers: Anything else/ }).getByText('Great demo, "really"')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await filters.getByLabel('Attendee type').selectOption('speaker');
  await expect(total).toHaveText('Responses: 1');
  await expect(page.getByRole('list', { name: /Text answers: What could we improve/ }).getByText('Too fast for me')).toBeVisible();

  const download = page.getByRole('link', { name: 'Download CSV' });
  const href = await download.getAttribute('href');
  expect(href).toContain(`sessionId=${encodeURIComponent(first.sessionId)}`);
  const csv = await page.request.get(href as string);
  expect([csv.status(), csv.headers()['content-type'], csv.headers()['content-disposition']]).toEqual([200, 'text/csv; charset=utf-8', expect.stringMatching(/^attachment; filename=".+\.csv"$/)]);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${first.sessionId},${first.sessionCode},speaker,`);
  expect(lines[1]).toContain('Too fast for me');
});
