import { expect, test, type Page } from '@playwright/test';
import type { MeResponse } from '../src/engine';
import { seriousViolations, signInAs } from './fixtures';

// Only reads the home page; the override belongs to the site editor persona, so it is removed again after the test.
const PAGE = '/en-us/home';
const ORIGINAL_KEY = 'confsite.attendee-type.original';

async function me(page: Page): Promise<NonNullable<MeResponse['user']>> {
  const response = await page.request.get('/api/v1/auth/me');
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as MeResponse;
  if (!user) throw new Error('not signed in');
  return user;
}

test.afterEach(async ({ page }) => {
  await page.request.post('/api/v1/siteeditor/reset-attendee-type');
});

test('a site editor views the site as an in-person attendee after a refresh, then reverts to their own type', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  expect((await me(page)).scopes).not.toContain('inperson');
  await page.goto(PAGE);

  const header = page.getByRole('banner');
  const opener = header.getByText('View as: Attendee');
  await opener.focus();
  await page.keyboard.press('Enter');
  const select = header.getByRole('combobox', { name: 'Attendee type' });
  await expect(select).toBeVisible();
  expect(await seriousViolations(page, '.attendee-type')).toEqual([]);
  await select.selectOption('inperson-attendee');
  await header.getByRole('button', { name: 'Change' }).click();

  // Only the refresh request is left, and the keyboard is on its button.
  const refresh = header.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeFocused();
  await expect(header.getByRole('status')).toContainText('Refresh the page');
  await expect(select).toHaveCount(0);
  await expect(header.locator('.attendee-type').getByRole('button')).toHaveCount(1);
  expect(await seriousViolations(page, '.attendee-type')).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), ORIGINAL_KEY)).toBe('attendee');

  await page.keyboard.press('Enter');
  await page.waitForLoadState('load');
  await expect(header.getByText('View as: In-person attendee')).toBeVisible();
  const viewing = await me(page);
  expect(viewing.scopes).toEqual(expect.arrayContaining(['inperson', 'siteeditor', 'contenteditor']));
  expect(viewing.attendeeType).toEqual({ current: 'inperson-attendee', original: 'attendee', overridden: true });

  await header.getByText('View as: In-person attendee').click();
  await header.getByRole('button', { name: 'Revert to Attendee' }).click();
  await expect(header.getByRole('button', { name: 'Refresh' })).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), ORIGINAL_KEY)).toBeNull();

  await header.getByRole('button', { name: 'Refresh' }).click();
  await page.waitForLoadState('load');
  await expect(header.getByText('View as: Attendee')).toBeVisible();
  const back = await me(page);
  expect(back.scopes).not.toContain('inperson');
  expect(back.attendeeType).toEqual({ current: 'attendee', original: 'attendee', overridden: false });
});
