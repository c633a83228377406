import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AttendeeAnswer, Company, SessionAnswer, SpeakerAnswer } from '../src/api/lazy/catalogue-items';
import { seriousViolations, signInAs } from './fixtures';

/** The demo conference is generated from a seed; the tests find their examples through the API instead of naming them. */
async function getJson<T>(request: APIRequestContext, path: string, body?: object): Promise<T> {
  const response = body ? await request.post(`/api/v1${path}`, { data: body }) : await request.get(`/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** An original session that has a repeat (`-R1`) and speakers, one of whom has a profile. */
async function repeatedSessionWithSpeakerProfile(request: APIRequestContext) {
  const { data } = await getJson<{ data: SessionAnswer[] }>(request, '/session/all/en-us');
  const byCode = new Map(data.map((session) => [session.sessionCode, session]));
  for (const repeat of data.filter((session) => session.sessionCode.endsWith('-R1'))) {
    const original = byCode.get(repeat.sessionCode.slice(0, -'-R1'.length));
    for (const speaker of original?.speakers ?? []) {
      const profile = await getJson<SpeakerAnswer>(request, `/speaker/${speaker.speakerId}`);
      if (original && profile.bio && profile.photo && profile.companyId) return { original, repeat, speaker: profile };
    }
  }
  throw new Error('the demo has no repeated session with a profiled speaker');
}

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, 'main')).toEqual([]);
}

test('a session opened by its code shows its speakers and links to its repeat, then a speaker and their company', async ({ page }) => {
  const { original, repeat, speaker } = await repeatedSessionWithSpeakerProfile(page.request);
  await page.goto(`/en-us/sessions/${original.sessionCode}`);
  await expect(page.getByRole('heading', { level: 1, name: original.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${original.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  const speakers = page.getByRole('region', { name: 'Speakers' });
  for (const { displayName } of original.speakers) await expect(speakers.getByRole('link', { name: displayName })).toBeVisible();
  const repeats = page.getByRole('region', { name: 'Also offered' });
  await expect(repeats.getByRole('link', { name: repeat.title })).toHaveAttribute('href', `/en-us/sessions/${repeat.sessionCode}`);
  await expectNoSeriousViolations(page);

  await repeats.getByRole('link', { name: repeat.title }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/sessions/${repeat.sessionCode}$`));
  await expect(page.locator('main').getByText(repeat.sessionCode, { exact: true })).toBeVisible();

  await page.getByRole('region', { name: 'Speakers' }).getByRole('link', { name: speaker.displayName }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/speakers/${speaker.speakerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: speaker.displayName })).toBeVisible();
  await expect(page.getByText(speaker.bio as string)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sessions' }).getByRole('link', { name: original.title }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  const company = await getJson<Company>(page.request, `/company/en-us-${speaker.companyId}`);
  await page.locator('main').getByRole('link', { name: company.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
});

test('a company page shows its offers and links to its people', async ({ page }) => {
  const { data } = await getJson<{ data: Company[] }>(page.request, '/company/all/en-us');
  const company = data.find((candidate) => candidate.offers.length > 1 && candidate.kinds.includes('exhibitor') && candidate.booth);
  if (!company) throw new Error('the demo has no exhibitor with offers');
  await page.goto(`/en-us/exhibitors/${company.companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByText(company.booth as string, { exact: true })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offers' });
  for (const offer of company.offers) await expect(offers.getByRole('link', { name: offer.offerTitle })).toHaveAttribute('href', offer.offerLinkUrl);
  const attendees = page.getByRole('link', { name: `Attendees from ${company.name}` });
  const href = new URL((await attendees.getAttribute('href')) as string, 'http://site');
  expect([href.pathname, href.searchParams.get('filter')]).toEqual(['/en-us/attendees', `company|${company.name}`]);
  await expect(page.getByRole('link', { name: 'All exhibitors' })).toHaveAttribute('href', '/en-us/exhibitors');
  await expectNoSeriousViolations(page);
});

test('an attendee who opted in has a profile; a directory member may email them or chat in Teams, never themselves', async ({ page }) => {
  const { data } = await getJson<{ data: AttendeeAnswer[] }>(page.request, '/attendee/search', { itemsPerPage: 24 });
  const attendee = data.find((candidate) => candidate.jobTitle && candidate.company);
  if (!attendee) throw new Error('the demo has no public attendee with a job');
  await page.goto(`/en-us/attendees/${attendee.attendeeId}`);
  await expect(page.getByRole('heading', { level: 1, name: attendee.displayName })).toBeVisible();
  await expect(page.getByText(attendee.jobTitle as string, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Chat in Teams/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Avery is in the directory and Sam takes meeting requests: the server gives Avery Sam's email for these links.
  await signInAs(page, 'attendee');
  const found = await getJson<{ data: AttendeeAnswer[] }>(page.request, '/attendee/search', { searchText: '"Sam Speaker"', itemsPerPage: 1 });
  const sam = found.data[0] as AttendeeAnswer;
  const email = sam.email as string;
  await page.goto(`/en-us/attendees/${sam.attendeeId}`);
  await expect(page.getByRole('link', { name: 'Send email to Sam Speaker' })).toHaveAttribute('href', `mailto:${email}`);
  await expect(page.getByRole('link', { name: /^Chat in Teams with Sam Speaker/ })).toHaveAttribute('href', `https://teams.microsoft.com/l/chat/0/0?users=${encodeURIComponent(email)}`);

  const own = await getJson<{ data: AttendeeAnswer[] }>(page.request, '/attendee/search', { searchText: '"Avery Attendee"', itemsPerPage: 1 });
  await page.goto(`/en-us/attendees/${(own.data[0] as AttendeeAnswer).attendeeId}`);
  await expect(page.getByText(/This is your profile/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Chat in Teams|Send email|Send message|Book meeting/ })).toHaveCount(0);
});

test('an unknown session code and an unknown attendee show their not-found states', async ({ page }) => {
  await page.goto('/en-us/sessions/NOSUCH999');
  await expect(page.getByRole('alert')).toHaveText('We could not find a session with the code or ID NOSUCH999.');
  await expectNoSeriousViolations(page);
  await page.goto('/en-us/attendees/nobody-here');
  await expect(page.getByRole('alert')).toHaveText('Could not find attendee with ID nobody-here');
});
