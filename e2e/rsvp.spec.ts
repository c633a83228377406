import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionAnswer } from '../schemas/generated/api/catalogue/session-answer';
import { SCOPES } from '../src/engine';
import { seriousViolations, signInAs, siteEditorWithSchedules } from './fixtures';

/** A moment when the demo conference's RSVPs are open (three weeks before it, up to an hour before each session). */
const RSVP_TIME = '2027-03-01T09:00:00-08:00';

let admin: APIRequestContext;
let restore: () => Promise<void>;
let sessions: SessionAnswer[];

const isType = (session: SessionAnswer, type: string) => session.sessionType.logicalValue.toLowerCase() === type.toLowerCase();
const rsvpSessions = (type: string) => sessions.filter((session) => isType(session, type) && session.capacity !== null && session.restrictedScopes.length === 0);

test.beforeAll(async ({ baseURL }) => {
  ({ admin, restore } = await siteEditorWithSchedules(baseURL));
  expect((await admin.put('/api/v1/siteeditor/testing-date', { data: { testingDate: RSVP_TIME } })).status()).toBe(200);
  sessions = ((await (await admin.get('/api/v1/session/all/en-us')).json()) as { data: SessionAnswer[] }).data;
});

test.afterAll(() => restore());

/** The attendee's enrollments, by session id. */
async function enrollments(page: Page): Promise<Map<string, string>> {
  const answer = (await (await page.request.get('/api/v1/schedule/sessions/en-us')).json()) as { sessionId: string; enrollmentStatus: string }[];
  return new Map(answer.map((entry) => [entry.sessionId, entry.enrollmentStatus]));
}

/** Other attendees take every seat of a session, and `waiting` of its waitlist places, through the API. */
async function crowdInto(baseURL: string, session: SessionAnswer, waiting: number) {
  const crowd = await apiRequest.newContext({ baseURL });
  const seats = (session.capacity ?? 0) + waiting;
  // One context signs in as each in turn: every sign-in counts against the one signed in before (rate limits).
  for (let index = 0; index < seats; index += 1) {
    expect((await crowd.post('/api/v1/auth/dev-login', { data: { name: `Crowd ${session.sessionCode} ${index}`, scopes: [SCOPES.eventTools, SCOPES.inPerson] } })).status()).toBe(200);
    const put = await crowd.put(`/api/v1/schedule/session/${session.sessionId}`, { data: { confirmed: true } });
    expect(put.status()).toBe(200);
  }
  await crowd.dispose();
}

test('an attendee adds a session from the catalogue to their schedule', async ({ page }) => {
  await signInAs(page, 'inperson-attendee');
  await page.goto('/en-us/sessions?filter=sessionType%7CBreakout');
  // The first session not on the schedule yet (an earlier try of the test may have added one).
  const add = page.getByRole('button', { name: /^Add to schedule: / }).first();
  const title = ((await add.getAttribute('aria-label')) ?? '').replace('Add to schedule: ', '');
  const id = sessions.find((session) => session.title === title)?.sessionId ?? '';
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  const remove = card.getByRole('button', { name: `Remove from schedule: ${title}` });
  await add.click();
  await expect(page.getByText(`Added “${title}” to your schedule.`)).toBeVisible();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  expect((await enrollments(page)).get(id)).toBe('scheduled');
  expect(await seriousViolations(page, '.catalogue')).toEqual([]);
});

test('an attendee RSVPs a lab on its page and can cancel', async ({ page }) => {
  const lab = rsvpSessions('Hands-on Lab')[0] as SessionAnswer;
  await signInAs(page, 'inperson-attendee');
  await page.goto(`/en-us/sessions/${lab.sessionCode}`);
  await page.getByRole('button', { name: `RSVP: ${lab.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve a seat?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, '.schedule-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'RSVP' }).click();
  await expect(page.getByText(`Added “${lab.title}” to your schedule.`)).toBeVisible();
  const cancel = page.getByRole('button', { name: `Cancel RSVP: ${lab.title}` });
  await expect(cancel).toBeVisible();
  expect((await enrollments(page)).get(lab.sessionId)).toBe('scheduled');
  await cancel.click();
  await expect(page.getByRole('button', { name: `RSVP: ${lab.title}` })).toBeVisible();
});

test('an attendee joins the waitlist of a full lab and leaves it', async ({ page, baseURL }) => {
  const lab = rsvpSessions('Hands-on Lab')[1] as SessionAnswer;
  await crowdInto(baseURL as string, lab, 0);
  await signInAs(page, 'inperson-attendee');
  await page.goto(`/en-us/sessions/${lab.sessionCode}`);
  await page.getByRole('button', { name: `Add to waitlist: ${lab.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist?' });
  await dialog.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(page.getByText(`“${lab.title}” is full: you were added to its waitlist.`)).toBeVisible();
  expect((await enrollments(page)).get(lab.sessionId)).toBe('waitlisted');
  await page.getByRole('button', { name: `Leave waitlist: ${lab.title}` }).click();
  await expect(page.getByRole('button', { name: `Add to waitlist: ${lab.title}` })).toBeVisible();
  expect((await enrollments(page)).has(lab.sessionId)).toBe(false);
});

test('an attendee nominates themselves for a roundtable and a site editor confirms it', async ({ page, browser, baseURL }) => {
  const table = rsvpSessions('Roundtable')[0] as SessionAnswer;
  await signInAs(page, 'inperson-attendee');
  await page.goto(`/en-us/sessions/${table.sessionCode}`);
  await page.getByRole('button', { name: `Nominate yourself: ${table.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Nominate yourself for “${table.title}”` });
  await dialog.getByRole('button', { name: 'Send nomination' }).click();
  await expect(dialog.getByText('This question is required.')).toHaveCount(2);
  await dialog.getByRole('radio', { name: 'Architect' }).check();
  await dialog.getByRole('textbox', { name: /What would you like to share or learn/ }).fill('How wombats run data platforms in Zürich');
  await expect(dialog.getByText('40 of 1350 characters')).toBeVisible();
  expect(await seriousViolations(page, '.schedule-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Send nomination' }).click();
  await expect(page.getByText('Nomination under review')).toBeVisible();

  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await signInAs(editor, 'siteeditor');
  await editor.goto('/en-us/roundtable-nominations');
  const section = editor.getByRole('region', { name: new RegExp(table.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  const row = section.getByRole('row').filter({ hasText: 'How wombats run data platforms in Zürich' });
  await row.getByRole('button', { name: /^Confirm / }).click();
  await expect(row.getByRole('cell', { name: 'Confirmed' })).toBeVisible();
  expect(await seriousViolations(editor, '.screen')).toEqual([]);
  await editorContext.close();

  await page.reload();
  await expect(page.getByText('Nomination confirmed')).toBeVisible();
});
