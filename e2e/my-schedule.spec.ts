import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { seriousViolations, signInAs } from './fixtures';

// My schedule, sharing and the calendar exports are all on in the seed settings.

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

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The events of an iCalendar file, by UID, read with a real parser. */
function calendarEvents(text: string): Map<string, string> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(calendar.getAllSubcomponents('vevent').map((event) => [String(event.getFirstPropertyValue('uid')), String(event.getFirstPropertyValue('summary'))]));
}

test('an attendee adds a session from the catalogue, sees it in the list and the day calendar, exports and shares the schedule, and a signed-out visitor reads it', async ({ page, browser, baseURL }) => {
  // Ines's profile is public and shows her sessions, so her schedule is shared once the feature is on.
  await signInAs(page, 'inperson-attendee');
  const session = await plainSession(page);
  const sessionPath = `/api/v1/schedule/session/${encodeURIComponent(session.sessionId)}`;
  // Another spec (or an earlier try) may have put it on her schedule already.
  await page.request.delete(sessionPath);

  try {
    await page.goto(`/en-us/sessions?search=${encodeURIComponent(session.title)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: session.title, exact: true }) });
    await card.getByRole('button', { name: `Add to schedule: ${session.title}` }).click();
    await expect(page.getByText(`Added “${session.title}” to your schedule.`)).toBeVisible();
    await expect(card.getByRole('button', { name: `Remove from schedule: ${session.title}` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/en-us/schedule');
    const schedule = page.locator('.my-schedule');
    await expect(schedule.getByRole('button', { name: session.title })).toBeVisible();
    const toolbar = schedule.getByRole('group', { name: 'Schedule actions' });
    await expect(toolbar.getByRole('button', { name: 'Download trip report' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The one-off calendar file holds the session under its stable UID.
    const [download] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('link', { name: 'Download calendar (.ics)' }).click()]);
    expect(download.suggestedFilename()).toBe('schedule.ics');
    const events = calendarEvents(await readFile(await download.path(), 'utf8'));
    expect(events.get(`${session.sessionId}@${new URL(baseURL ?? '').host}`)).toBe(session.title);

    // The subscription's links name one secret feed, which answers with the same calendar.
    await toolbar.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const webcal = await toolbar.getByRole('textbox', { name: 'Calendar link (webcal)' }).inputValue();
    const https = await toolbar.getByRole('textbox', { name: 'Calendar link (https)' }).inputValue();
    expect(webcal).toMatch(/^webcal:\/\/.+\/api\/v1\/schedule\/feed\/[^/]+\.ics/);
    expect(webcal.replace(/^webcal:/, 'https:')).toBe(https.replace(/^http:/, 'https:'));
    await expect(toolbar.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', webcal);
    const feed = await page.request.get(new URL(https).pathname + new URL(https).search);
    expect(feed.status()).toBe(200);
    expect([...calendarEvents(await feed.text()).values()]).toContain(session.title);
    expect(await seriousViolations(page, '.schedule-toolbar')).toEqual([]);

    await schedule.getByRole('tab', { name: 'Day' }).click();
    await expect(page).toHaveURL(/#my-schedule&day$/);
    await schedule.getByRole('button', { name: /^Tue, Mar 9/ }).click();
    const inCalendar = schedule.locator('.schedule-calendar').getByRole('button', { name: escaped(session.title) });
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
    await page.request.delete(sessionPath);
  }
});

test('the backpack page has no serious accessibility problems', async ({ page }) => {
  await signInAs(page, 'inperson-attendee');
  await page.goto('/en-us/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'My favorites' })).toBeVisible();
  await expect(page.locator('.backpack')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a schedule that is not shared says so to a signed-out visitor', async ({ page }) => {
  await page.goto('/en-us/attendees/nobody-shares-this/schedule');
  await expect(page.getByText('This schedule is not shared.')).toBeVisible();
});
