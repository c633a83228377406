import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AllSettingsResponse } from '../src/engine';
import { seriousViolations, signInAs } from './fixtures';

// Later specs share this database: the flags switched on here are put back as they were, whatever happens.
const TOUCHED = ['enableMySchedule', 'enableShareScheduleFeature'] as const;
let admin: APIRequestContext;
let originals: { name: string; value: unknown }[] = [];

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/v1/auth/dev-login', { data: { persona: 'siteeditor' } })).status()).toBe(200);
  const all = (await (await admin.get('/api/v1/siteeditor/all')).json()) as AllSettingsResponse;
  originals = all.environments.cont.filter((setting) => (TOUCHED as readonly string[]).includes(setting.name)).map(({ name, value }) => ({ name, value }));
  expect(originals).toHaveLength(TOUCHED.length);
  const saved = await admin.post('/api/v1/siteeditor/setting/cont', { data: { changes: TOUCHED.map((name) => ({ name, value: true })) } });
  expect(['saved', 'nochange']).toContain(((await saved.json()) as { result: string }).result);
});

test.afterAll(async () => {
  const response = await admin.post('/api/v1/siteeditor/setting/cont', { data: { changes: originals } });
  expect(['saved', 'nochange']).toContain(((await response.json()) as { result: string }).result);
  await admin.dispose();
});

interface FoundSession {
  sessionId: string;
  title: string;
  startDateTime: string | null;
  capacity: number | null;
  sessionType: { logicalValue: string };
}

/** A timed session anyone may simply add: no RSVP, no roundtable, not the mandatory keynote. */
async function plainSession(page: Page): Promise<FoundSession> {
  const search = await page.request.post('/api/v1/session/search', { data: { searchText: '', itemsPerPage: 24 } });
  expect(search.status()).toBe(200);
  const { data } = (await search.json()) as { data: FoundSession[] };
  const found = data.find((session) => session.startDateTime && session.capacity === null && !['Keynote', 'Roundtable'].includes(session.sessionType.logicalValue));
  expect(found).toBeDefined();
  return found as FoundSession;
}

test('an attendee sees a session they added in the list and the day calendar, shares the schedule, and a signed-out visitor reads it', async ({ page, browser }) => {
  // Ines's profile is public and shows her sessions, so her schedule is shared once the feature is on.
  await signInAs(page, 'inperson-attendee');
  const session = await plainSession(page);
  const added = await page.request.put(`/api/v1/schedule/session/${encodeURIComponent(session.sessionId)}`, { data: {} });
  expect(added.status()).toBe(200);
  expect(await added.json()).toMatchObject({ success: true, addedSessions: [{ sessionId: session.sessionId, isWaitlisted: false }] });

  try {
    await page.goto('/en-us/schedule');
    const schedule = page.locator('.my-schedule');
    await expect(schedule.getByRole('button', { name: session.title })).toBeVisible();
    expect(await seriousViolations(page, '.my-schedule')).toEqual([]);

    await schedule.getByRole('tab', { name: 'Day' }).click();
    await expect(page).toHaveURL(/#my-schedule&day$/);
    await schedule.getByRole('button', { name: /^Tue, Mar 9/ }).click();
    const inCalendar = schedule.locator('.schedule-calendar').getByRole('button', { name: new RegExp(session.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(inCalendar).toBeVisible();
    await inCalendar.click();
    const dialog = page.getByRole('dialog', { name: session.title });
    await expect(dialog.getByRole('button', { name: 'Remove from schedule' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(inCalendar).toBeFocused();

    await schedule.getByRole('button', { name: 'Share schedule' }).click();
    const link = await page.getByRole('dialog', { name: 'Share your schedule' }).getByRole('textbox', { name: 'Link to your schedule' }).inputValue();
    expect(link).toMatch(/\/en-us\/attendees\/[^/]+\/schedule$/);

    const visitor = await browser.newContext();
    try {
      const shared = await visitor.newPage();
      await shared.goto(link);
      await expect(shared.getByRole('heading', { name: 'Ines Inperson’s schedule' })).toBeVisible();
      await expect(shared.getByRole('heading', { level: 4, name: session.title })).toBeVisible();
      await expect(shared.getByRole('button', { name: 'Remove from schedule' })).toHaveCount(0);
      expect(await seriousViolations(shared, '.shared-schedule')).toEqual([]);
    } finally {
      await visitor.close();
    }
  } finally {
    await page.request.delete(`/api/v1/schedule/session/${encodeURIComponent(session.sessionId)}`);
  }
});

test('a schedule that is not shared says so to a signed-out visitor', async ({ page }) => {
  await page.goto('/en-us/attendees/nobody-shares-this/schedule');
  await expect(page.getByText('This schedule is not shared.')).toBeVisible();
});
