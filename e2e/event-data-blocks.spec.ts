import { expect, test, type Page } from '@playwright/test';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { blockChunkRequests, scrollThroughPage, seriousViolations, signInAs } from './fixtures';

// Only the feature-content page is written here, fresh before the tests, in every phase (editor-meta owns event-guide).
const PAGE_ID = 'feature-content';
const PAGE = `/en-us/${PAGE_ID}`;
/** Eleven in the morning of the first conference day: the demo has dozens of sessions live then. */
const DURING_THE_EVENT = '2027-03-09T11:00:00-08:00';
/** The second conference day, which the agenda panel's second tab covers. */
const SECOND_DAY = '2027-03-10T11:00:00-08:00';

const block = (component: string, contentId: string, props: Record<string, unknown>): BlockInstance => ({ component, contentId, key: contentId, props });

const BLOCKS_UNDER_TEST = ['AgendaPanel', 'FeaturedSpeakers', 'HappeningNow', 'PromotedSessions', 'SponsorSection', 'SponsorShuffle', 'StudioPlayer'];

let speakerName = '';

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'contenteditor');
  const found = (await (await page.request.post('/api/v1/speaker/search', { data: { itemsPerPage: 1 } })).json()) as { data: { speakerId: string; displayName: string }[] };
  const speaker = found.data[0];
  if (!speaker) throw new Error('The demo catalogue has no speaker');
  speakerName = speaker.displayName;
  const blocks = [
    block('happening-now', 'ed-live', { heading: 'Live now', cardCount: 2 }),
    block('promoted-sessions', 'ed-promoted', { heading: 'Keynotes', sessionTypes: ['Keynote'], limit: 3 }),
    block('featured-speakers', 'ed-speakers', { heading: 'Speakers', speakers: [{ speakerId: speaker.speakerId, speakerOrder: 1 }, { speakerName: 'Guest of honour' }] }),
    block('sponsor-section', 'ed-sponsors', { heading: 'Platinum sponsors', sponsorLevels: ['platinum'], showViewAll: true }),
    block('sponsor-shuffle', 'ed-shuffle', { heading: 'More sponsors', itemsToShow: 6 }),
    block('agenda-panel', 'ed-agenda', { heading: 'Agenda', grouped: true, defaultTabMatchesDate: true, items: [
      { dateTimeIsoStampStart: '2027-03-09T09:00:00-08:00', dateTimeIsoStampEnd: '2027-03-09T10:30:00-08:00', description: 'Opening keynote' },
      { dateTimeIsoStampStart: '2027-03-10T09:00:00-08:00', description: 'Day two' },
    ] }),
    block('studio-player', 'ed-studio', { videoUrl: 'https://media.example.com/studio/live.m3u8', videoTitle: 'Studio one', chat: { enabled: true, embedUrl: 'https://chat.example.com/room' } }),
  ];
  const settings = (await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse;
  const all = (await (await page.request.get(`/api/v1/content/all/${PAGE_ID}`)).json()) as AllContentResponse;
  for (const phase of settings.phases) {
    const save = await page.request.put(`/api/v1/content/${PAGE_ID}`, {
      data: { phase: phase.id, baseRevision: all.environments.cont[phase.id]?.revision ?? 0, force: true, blocks },
    });
    expect(save.status(), phase.id).toBe(200);
  }
  await context.close();
});

/** The visitor's own testing date (kept by the shell in local storage), set before the app starts. */
async function visitAt(page: Page, moment: string) {
  await page.addInitScript((testingDate) => {
    window.localStorage.setItem('confsite.shell', JSON.stringify({ state: { testingDate }, version: 1 }));
  }, moment);
  await page.goto(PAGE);
}

/** Blocks further down load as the reader scrolls to them: scroll down until the last block has drawn. */
async function scrollToTheEnd(page: Page) {
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(page.getByLabel('Studio one')).toBeAttached({ timeout: 500 });
  }).toPass();
}

test('the blocks’ code is fetched only by a page that shows them', async ({ page }) => {
  const fetched = blockChunkRequests(page);
  // The session catalogue page shows none of them (the home page shows several).
  await page.goto('/en-us/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');
  for (const absent of BLOCKS_UNDER_TEST) expect(fetched).not.toContain(absent);
  await page.goto(PAGE);
  await scrollToTheEnd(page);
  for (const present of BLOCKS_UNDER_TEST) expect(fetched).toContain(present);
});

test('during the event the blocks show what is live, the keynotes, speakers and sponsors from the server', async ({ page }) => {
  await visitAt(page, DURING_THE_EVENT);
  const live = page.getByRole('region', { name: 'Live now' });
  await expect(live.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(live.getByText('Live now', { exact: true }).first()).toBeVisible();
  await expect(live.getByRole('button', { name: 'Show more' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Keynotes' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 3, name: speakerName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Platinum sponsors' }).getByRole('img').first()).toBeVisible();

  const shuffle = page.getByRole('region', { name: 'More sponsors' });
  // Its companies are fetched once the block nears the screen: on a busy machine that takes longer than the default wait.
  await shuffle.scrollIntoViewIfNeeded();
  await expect(shuffle.getByRole('listitem')).toHaveCount(6, { timeout: 15_000 });
  const before = await shuffle.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  await shuffle.getByRole('button', { name: 'Show other sponsors' }).click();
  await expect(shuffle.getByRole('status').filter({ hasText: 'Showing 6 other sponsors.' })).toBeAttached();
  const after = await shuffle.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(after).not.toEqual(before);

  await scrollToTheEnd(page);
  await expect(page.getByRole('complementary').getByText('Sign in to join the chat.')).toBeVisible();
});

test('on the second conference day the agenda opens on that day’s tab', async ({ page }) => {
  await visitAt(page, SECOND_DAY);
  await scrollToTheEnd(page);
  // Not the first tab: the panel matches the tab to the date.
  await expect(page.getByRole('tab', { name: 'Wed, Mar 10', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Day two');
});

test('the page with these blocks has no serious or critical accessibility violations', async ({ page }) => {
  await visitAt(page, DURING_THE_EVENT);
  await expect(page.getByRole('region', { name: 'Live now' }).getByRole('heading', { level: 3 })).toHaveCount(2);
  await scrollToTheEnd(page);
  await expect(page.getByRole('region', { name: 'More sponsors' }).getByRole('listitem')).toHaveCount(6);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
