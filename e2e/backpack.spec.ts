import { expect, test, type Page } from '@playwright/test';
import { FAVORITE_TYPES } from '../src/engine/lazy/favorites';
import { seriousViolations, signInAs } from './fixtures';

const api = (path: string) => `/api/v1${path}`;

/** The attendee starts with no favorites of these types, whatever an earlier try of the test left. */
async function forgetFavorites(page: Page, types: readonly number[]) {
  for (const type of types) {
    const kept = await page.request.get(api(`/favorite/${type}`));
    expect(kept.status()).toBe(200);
    for (const id of ((await kept.json()) as { ids: string[] }).ids) {
      expect((await page.request.delete(api(`/favorite/${type}/${encodeURIComponent(id)}`))).status()).toBe(200);
    }
  }
}

/** The first keynote (recorded, so anyone may keep it) and the first listed speaker of the demo conference. */
async function demoItems(page: Page) {
  const sessions = await page.request.post(api('/session/search'), { data: { searchText: '*', itemsPerPage: 1, searchFacets: { facets: [{ name: 'sessionType', facet: 'Keynote' }] } } });
  const speakers = await page.request.post(api('/speaker/search'), { data: { searchText: '*', itemsPerPage: 1 } });
  expect(sessions.status()).toBe(200);
  expect(speakers.status()).toBe(200);
  const session = ((await sessions.json()) as { data: { sessionId: string; title: string }[] }).data[0];
  const speaker = ((await speakers.json()) as { data: { speakerId: string; displayName: string }[] }).data[0];
  if (!session || !speaker) throw new Error('the demo conference has no keynote or no speaker');
  return { session, speaker };
}

test('an attendee sees their favorites with counts on /favorites, removes one and undoes it', async ({ page }) => {
  await signInAs(page, 'attendee');
  await forgetFavorites(page, [FAVORITE_TYPES.session, FAVORITE_TYPES.speaker]);
  const { session, speaker } = await demoItems(page);

  // Favorite a session on its page, as an attendee would, and a speaker through the API.
  await page.goto(`/en-us/sessions/${encodeURIComponent(session.sessionId)}`);
  const star = page.getByRole('button', { name: `Add ${session.title} to favorites` }).first();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await page.request.post(api(`/favorite/${FAVORITE_TYPES.speaker}/${encodeURIComponent(speaker.speakerId)}`))).status()).toBe(200);

  await page.goto('/en-us/favorites');
  await expect(page).toHaveTitle(/^My favorites \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'My favorites' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sessions (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Speakers (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download trip report' })).toBeVisible();
  const link = page.getByRole('link', { name: session.title });
  await expect(link).toBeVisible();
  expect(await seriousViolations(page, '.backpack')).toEqual([]);

  await page.getByRole('button', { name: `Remove ${session.title} from your favorites` }).click();
  await expect(page.getByText(`Removed “${session.title}”.`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sessions (0)' })).toBeVisible();
  const undo = page.getByRole('button', { name: `Undo ${session.title}` });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(link).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sessions (1)' })).toBeVisible();

  // The undo reached the server: a fresh visit still lists the session.
  await page.reload();
  await expect(page.getByRole('link', { name: session.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Speakers (1)' }).click();
  await expect(page.getByRole('link', { name: speaker.displayName })).toHaveAttribute('href', `/en-us/speakers/${encodeURIComponent(speaker.speakerId)}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download trip report' }).click();
  expect((await download).suggestedFilename()).toBe('trip-report.docx');
  await expect(page.getByRole('button', { name: 'Download trip report' })).toBeEnabled();
});

test('anonymous visitors are asked to sign in on /favorites', async ({ page }) => {
  await page.goto('/en-us/favorites');
  await expect(page.getByRole('heading', { name: 'Sign-in required' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});
