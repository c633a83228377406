import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SessionAnswer } from '../schemas/generated/api/catalogue/session-answer';
import { seriousViolations, signInAs, siteEditorWithSchedules } from './fixtures';

/** Before the conference: sessions may still be added to a schedule. */
const BEFORE = '2027-03-01T09:00:00-08:00';
/** The day after it (post-event): the last day's sessions and the conference evaluation take answers. */
const AFTER = '2027-03-13T12:00:00-07:00';

let admin: APIRequestContext;
let restore: () => Promise<void>;
let session: SessionAnswer;

test.beforeAll(async ({ baseURL }) => {
  ({ admin, restore } = await siteEditorWithSchedules(baseURL));
  const sessions = ((await (await admin.get('/api/v1/session/all/en-us')).json()) as { data: SessionAnswer[] }).data;
  // A talk of the last day, open to every attendee, that needs no seat: the general session form evaluates it.
  const found = sessions.find(
    (candidate) =>
      candidate.startDateTime?.startsWith('2027-03-11') &&
      candidate.capacity === null &&
      candidate.restrictedScopes.length === 0 &&
      !['hands-on lab', 'roundtable'].includes(candidate.sessionType.logicalValue.toLowerCase()),
  );
  if (!found) throw new Error('The demo catalogue has no open talk on the last day');
  session = found;
});

test.afterAll(() => restore());

const testingDate = async (at: string) => expect((await admin.put('/api/v1/siteeditor/testing-date', { data: { testingDate: at } })).status()).toBe(200);

test('an attendee evaluates a session: a low score asks why, and the session is then marked complete', async ({ page }) => {
  await testingDate(BEFORE);
  await signInAs(page, 'attendee');
  const added = await page.request.put(`/api/v1/schedule/session/${session.sessionId}`, { data: {} });
  expect(added.status(), await added.text()).toBe(200);
  await testingDate(AFTER);

  await page.goto('/en-us/evaluations');
  const list = page.getByRole('list', { name: 'Sessions to evaluate' });
  await list.getByRole('link', { name: `Evaluate ${session.title}` }).click();
  await expect(page).toHaveURL(`/en-us/evaluations/${session.sessionId}`);
  await expect(page.getByRole('link', { name: session.title })).toBeVisible();

  const overall = page.getByRole('group', { name: 'How would you rate this session overall?' });
  await overall.getByRole('radio', { name: '2 Fair' }).check();
  const followUp = page.getByRole('textbox', { name: 'We are sorry it fell short. What went wrong?' });
  await expect(followUp).toBeVisible();
  await page.getByRole('group', { name: 'How well did the speakers know their subject?' }).getByRole('radio', { name: 'Not applicable' }).check();
  const submit = page.getByRole('button', { name: 'Submit evaluation' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  // Pressing the unavailable button shows what is missing and moves there.
  await submit.press('Enter');
  await expect(followUp).toBeFocused();
  await expect(page.getByText('This field is required.')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await followUp.fill('The demo did not run.');
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await submit.click();
  const confirm = page.getByRole('dialog', { name: 'Submit your evaluation?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();

  await expect(page).toHaveURL('/en-us/evaluations');
  const row = page.locator(`li[data-session-id="${session.sessionId}"]`);
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Evaluate the conference' })).toBeVisible();

  // Once answered, the session's page says so instead of asking again, and the API refuses a second answer.
  await page.goto(`/en-us/evaluations/${session.sessionId}`);
  await expect(page.getByText('You have already completed this evaluation. Thank you!')).toBeVisible();
  const again = await page.request.post(`/api/v1/evaluation/session/${session.sessionId}`, { data: { evaluationId: 'session-evaluation', responses: [] } });
  expect(again.status()).toBe(409);
});

test('a signed-out visitor opens the gated slide decks by answering the anonymous survey', async ({ page }) => {
  await testingDate(AFTER);
  await page.goto('/en-us/home');
  const gated = page.locator('#swag-survey');
  await gated.scrollIntoViewIfNeeded();
  await expect(gated.getByText('Answer two quick questions about next year')).toBeVisible();
  await gated.getByRole('button', { name: 'Take the survey' }).click();
  const toggle = gated.getByRole('button', { name: 'Close the survey' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await gated.getByRole('checkbox', { name: 'Security' }).check();
  await gated.getByRole('button', { name: 'Submit evaluation' }).click();
  await page.getByRole('dialog', { name: 'Submit your evaluation?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(gated.getByText('slide deck is on its session page', { exact: false })).toBeVisible();
  await expect(toggle).toHaveCount(0);
  // Remembered for the block on this device.
  await page.reload();
  await expect(page.locator('#swag-survey').getByRole('link', { name: 'Browse the sessions' })).toBeVisible();
});
