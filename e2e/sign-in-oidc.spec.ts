import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures';

const banner = (page: Page) => page.getByRole('banner');
const providerHeading = (page: Page) => page.getByRole('heading', { name: 'Local sign-in provider' });

test('an attendee signs in at the local provider, comes back to the page, stays signed in, and signs out at both ends', async ({ page }) => {
  await page.goto('/en-us/code-of-conduct');
  await banner(page).getByRole('link', { name: 'Sign in' }).click();

  await expect(providerHeading(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/dev-idp\/interaction\//);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Avery Attendee/ }).click();

  await expect(page).toHaveURL(/\/en-us\/code-of-conduct$/);
  await expect(banner(page).getByText('Avery Attendee')).toBeVisible();
  // The session is the server's: the page's scripts see no token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('confsite_auth');

  await page.reload();
  await expect(banner(page).getByText('Avery Attendee')).toBeVisible();

  await banner(page).getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of the local provider?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/en-us\/home$/);
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/v1/auth/me')).json()) as unknown).toEqual({ user: null });

  // The provider's session ended too: signing in again asks who to be.
  await banner(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(providerHeading(page)).toBeVisible();
});

test('a visitor who cancels at the provider is told so, in their language', async ({ page }) => {
  await page.goto('/de-de/home');
  await banner(page).getByRole('link', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Lokaler Anmeldedienst' })).toBeVisible();
  await page.getByRole('button', { name: 'Anmeldung abbrechen' }).click();

  await expect(page).toHaveURL(/\/de-de\/forbidden\?errorCode=3403&/);
  await expect(page.getByText('Die Anmeldung wurde abgebrochen.')).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Anmelden' })).toBeVisible();
});
