import { expect, test, type Page } from '@playwright/test';
import {
  blockChunkRequests,
  LIVE_HERO,
  pageErrors,
  POST_EVENT_HERO,
  PRE_EVENT_HERO,
  scrollThroughPage,
  seriousViolations,
  serveArchive,
} from './fixtures';

// Only reads the home page (pages-content/cont/home.json), in each phase through a testing date in the address.
const PRE_EVENT = '/en-us/home?testingDate=2027-01-15T10:00:00-08:00';
// The second morning: the keynote on AI agents is live.
const LIVE = '/en-us/home?testingDate=2027-03-10T10:15:00-08:00';
const POST_EVENT = '/en-us/home?testingDate=2027-03-20T10:00:00Z';

/** Opens a phase's home page, collecting its errors from the start, and waits for its main heading. */
async function openHome(page: Page, path: string, hero: string): Promise<string[]> {
  const errors = pageErrors(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: hero })).toBeVisible();
  return errors;
}

/** Loads every block of the page, then checks the page logged no error and axe finds nothing serious. */
async function expectCleanPage(page: Page, errors: string[]): Promise<void> {
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
}

test('the pre-event home announces the summit: countdown, speakers, sessions, agenda, sponsors, news, visit and FAQ', async ({ page }) => {
  const errors = await openHome(page, PRE_EVENT, PRE_EVENT_HERO);
  await scrollThroughPage(page);
  await expect(page.locator('#early-bird').getByRole('link', { name: 'Register now' })).toBeVisible();

  const countdown = page.locator('#countdown-to-start');
  await expect(countdown.getByRole('heading', { name: 'The summit starts in' })).toBeVisible();
  await expect(countdown.getByRole('timer')).toContainText('Days');
  await expect(page.locator('#featured-speakers').getByRole('link', { name: 'Ryan Johnson' })).toBeVisible();
  await expect(page.locator('#promoted-sessions').getByRole('link', { name: 'Opening keynote: Building what comes next' })).toBeVisible();
  await expect(page.locator('#promoted-sessions').getByText('Arrive early')).toBeVisible();
  const agenda = page.locator('#agenda-preview');
  await expect(agenda.getByRole('tab', { name: 'Tue, Mar 9' })).toHaveAttribute('aria-selected', 'true');
  await expect(agenda.getByRole('tabpanel')).toContainText('Opening keynote: Building what comes next');
  await expect(page.locator('#sponsors').getByRole('heading', { name: 'Platinum' })).toBeVisible();
  await expect(page.locator('#news').getByRole('link', { name: /The session catalogue is live/ })).toBeVisible();
  await expect(page.getByText('Our discounted hotel block closes on 15 February 2027')).toBeVisible();

  const visit = page.getByRole('tablist', { name: 'Plan your visit' });
  await visit.getByRole('tab', { name: 'Accessibility' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'An event for everyone' })).toBeVisible();

  const question = page.getByRole('button', { name: 'Can I attend online?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('The keynotes and many sessions are streamed live at no cost')).toBeVisible();
  await expect(page.locator('#follow-us').getByRole('link', { name: /LinkedIn/ })).toBeVisible();

  await expectCleanPage(page, errors);
});

test('the live home follows the day: happening now, the main stage, today’s agenda, sponsors, posts and help', async ({ page }) => {
  const errors = await openHome(page, LIVE, LIVE_HERO);
  await expect(page.getByText('Happening now: keynote in Hall A.')).toBeVisible();
  await scrollThroughPage(page);

  const live = page.locator('#happening-now');
  await expect(live.getByRole('heading', { name: 'Happening now' })).toBeVisible();
  await expect(live.getByRole('link', { name: 'Keynote: Developers in the age of AI agents', exact: true })).toBeVisible();
  const stage = page.locator('#main-stage');
  await expect(stage.getByRole('heading', { name: 'Main stage' })).toBeVisible();
  // The stream and the chat beside it are for signed-in visitors only: anonymous ones see where to sign in.
  await expect(stage.getByRole('group', { name: 'Main stage live stream' }).getByText('Sign in to watch the live stream.')).toBeVisible();
  await expect(stage.getByRole('complementary').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('#agenda-today').getByRole('tab', { name: 'Wed, Mar 10' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#more-today').getByRole('heading', { name: 'Quiet room and wellness' })).toBeAttached();
  await expect(page.getByText('Wi-Fi: join the “Summit” network')).toBeVisible();
  await expect(page.locator('#sponsor-shuffle').getByRole('button', { name: 'Show other sponsors' })).toBeEnabled();
  await expect(page.locator('#social-wall').getByText('Sign in to see these posts.')).toBeVisible();
  // A block of the code-of-conduct page, shown here through a content link.
  await expect(page.locator('#report-a-concern').getByRole('heading', { name: 'How to report a concern' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with the help desk' })).toBeVisible();

  await expectCleanPage(page, errors);
});

test('the post-event home thanks attendees: recordings, highlights, a testimonial, the archive and next year', async ({ page }) => {
  await serveArchive(page);
  const errors = await openHome(page, POST_EVENT, POST_EVENT_HERO);
  // The hero, the reminder and the footer invite attendees to the conference evaluation (showEvaluations is on).
  await expect(page.getByRole('link', { name: 'Take the survey' })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Take the survey' }).first()).toHaveAttribute('href', '/en-us/evaluations/conference');
  await scrollThroughPage(page);

  await expect(page.locator('#most-watched').getByRole('link', { name: 'Closing keynote: Security as a shared responsibility' })).toBeVisible();
  await expect(page.locator('#most-watched').getByText('Most watched')).toBeVisible();
  await expect(page.locator('#highlights').getByRole('heading', { name: 'Everything we announced' })).toBeVisible();
  await expect(page.locator('#recap').getByRole('heading', { name: 'Relive the week' })).toBeVisible();
  // The randomizer shows one of its three testimonials.
  await expect(page.locator('#testimonials figure')).toHaveCount(1);
  const archive = page.locator('#archives');
  await expect(archive.getByRole('combobox', { name: 'Edition' })).toHaveValue('2026');
  await expect(archive.locator('iframe')).toHaveAttribute('title', 'Confsite Summit archive: Summit 2026');
  await expect(page.frameLocator('#archives iframe').getByRole('heading', { name: 'Summit 2026' })).toBeVisible();
  await expect(page.locator('#next-year').getByRole('heading', { name: 'See you next year' })).toBeVisible();
  await expect(page.locator('#follow-us').getByRole('link', { name: /Bluesky/ })).toBeVisible();

  await expectCleanPage(page, errors);
});

test('a block far down the page fetches its code only once the visitor scrolls to it', async ({ page }) => {
  const fetched = blockChunkRequests(page);
  await page.goto(PRE_EVENT);
  await expect(page.getByRole('heading', { level: 1, name: PRE_EVENT_HERO })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const below of ['FeaturedSpeakers', 'SponsorSection', 'TabExplorer', 'ExpandableDrawer', 'SocialShare']) expect(fetched).not.toContain(below);

  const socialShare = page.waitForRequest((request) => /\/assets\/SocialShare-[^/]+\.js$/.test(request.url()));
  await scrollThroughPage(page);
  await socialShare;
  await expect(page.locator('#follow-us').getByRole('link', { name: /GitHub/ })).toBeVisible();
  // Fetched once scrolled to: the checks above would also pass if these chunks were merely renamed.
  for (const below of ['FeaturedSpeakers', 'SponsorSection', 'TabExplorer', 'ExpandableDrawer', 'Countdown']) expect(fetched).toContain(below);
});

test('a page without a block type never fetches that block’s code', async ({ page }) => {
  const fetched = blockChunkRequests(page);
  const wholeCatalogue: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/catalogue-[\w-]{8}\.js$/.test(request.url())) wholeCatalogue.push(request.url());
  });
  await page.goto(LIVE);
  await expect(page.getByRole('heading', { level: 1, name: LIVE_HERO })).toBeVisible();
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toContain('HappeningNow');
  expect(fetched).toContain('StudioPlayer');
  // Only the pre-event home counts down, and only the post-event home frames the archive.
  for (const absent of ['Countdown', 'AnimatedBackground', 'ArchivesFrame', 'FestivalBlade']) expect(fetched).not.toContain(absent);
  // Happening now shows session cards and keeps a setting in local storage: the shared parts, not the whole catalogue.
  expect(wholeCatalogue).toEqual([]);
});

test('the other phases fetch the code the live home leaves out', async ({ page }) => {
  const fetched = blockChunkRequests(page);
  await openHome(page, PRE_EVENT, PRE_EVENT_HERO);
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toContain('Countdown');

  await serveArchive(page);
  await openHome(page, POST_EVENT, POST_EVENT_HERO);
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');
  for (const present of ['ArchivesFrame', 'FestivalBlade']) expect(fetched).toContain(present);
});
