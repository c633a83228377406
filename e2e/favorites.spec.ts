import { expect, test, type Page } from '@playwright/test';
import { FAVORITE_TYPES } from '../src/engine/lazy/favorites';
import { seriousViolations, signInAs } from './fixtures';

const resultCount = (page: Page) => page.getByRole('heading', { level: 2, name: /^[\d,]+ sessions?$/ });
const favoritesSwitch = (page: Page) => page.getByRole('region', { name: 'Refine results' }).getByRole('switch', { name: 'My favorites' });

/** The attendee starts with no session favorites, whatever an earlier try of the test left. */
async function forgetSessionFavorites(page: Page) {
  const kept = await page.request.get(`/api/v1/favorite/${FAVORITE_TYPES.session}`);
  expect(kept.status()).toBe(200);
  for (const id of ((await kept.json()) as { ids: string[] }).ids) {
    expect((await page.request.delete(`/api/v1/favorite/${FAVORITE_TYPES.session}/${encodeURIComponent(id)}`)).status()).toBe(200);
  }
}

test('an attendee keeps a session among their favorites, lists only favorites, and takes it out again', async ({ page }) => {
  await signInAs(page, 'attendee');
  await forgetSessionFavorites(page);
  // Keynotes are recorded, so an attendee who is not there in person may keep them.
  await page.goto('/en-us/sessions?filter=sessionType%7CKeynote');
  await expect(resultCount(page)).toBeVisible();
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const favorite = card.getByRole('button', { name: `Add ${title} to favorites` });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  expect(await seriousViolations(page, '.catalogue')).toEqual([]);

  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Added “${title}” to your favorites.`)).toBeVisible();

  await page.goto('/en-us/sessions');
  await page.getByRole('button', { name: /^Refine results/ }).click();
  await favoritesSwitch(page).check();
  await expect(page).toHaveURL(/favorite=true/);
  await expect(resultCount(page)).toHaveText('1 session');
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([title]);

  await page.reload();
  await expect(resultCount(page)).toHaveText('1 session');
  await expect(page.getByRole('button', { name: 'Remove My favorites' })).toBeVisible();
  const kept = page.getByRole('article').getByRole('button', { name: `Add ${title} to favorites` });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');

  await kept.click();
  await expect(page.getByText(`Removed “${title}” from your favorites.`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('Nothing matches these refinements.')).toBeVisible();
});

test('anonymous visitors get neither favorite buttons nor the favorites switch', async ({ page }) => {
  await page.goto('/en-us/sessions?favorite=true');
  await expect(resultCount(page)).toBeVisible();
  expect(Number((await resultCount(page).textContent())?.replace(/\D/g, ''))).toBeGreaterThan(1000);
  await expect(page.getByRole('article').first().getByRole('button', { name: /to favorites$/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Refine results/ }).click();
  await expect(page.getByRole('switch', { name: 'Live and upcoming' })).toBeVisible();
  await expect(favoritesSwitch(page)).toHaveCount(0);
});
