import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures';

/**
 * Spec 2 §1 and spec 3 §4: the dialog with the benefits of signing in, offered to an anonymous visitor who has read a
 * while; closing or skipping it keeps it away for 24 hours. Its code is fetched only when it opens.
 */

const DELAY_MS = 10_000;
const DISMISSAL_KEY = 'confsite.signInDialog.dismissedAt';

const offer = (page: Page) => page.getByRole('dialog', { name: 'Sign in to make the most of the event' });

/** Opens the home page on a controlled clock and answers the cookie question, as a first-time visitor would. */
async function arrive(page: Page) {
  await page.clock.install();
  await page.goto('/en-us/home');
  await page.getByRole('button', { name: 'Accept' }).click();
}

/** Reloads the page and lets the visitor read past the dialog's delay. */
async function reloadAndRead(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.clock.fastForward(DELAY_MS);
}

/** Every script the page fetches from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('an anonymous visitor is offered sign-in after a while, by keyboard, and not again for 24 hours', async ({ page }) => {
  const scripts = scriptRequests(page);
  await arrive(page);
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await signIn.focus();
  const before = scripts.length;
  await page.clock.fastForward(DELAY_MS - 1000);
  await expect(offer(page)).toHaveCount(0);
  expect(scripts.length).toBe(before);

  await page.clock.fastForward(1000);
  await expect(offer(page)).toBeVisible();
  // The dialog's code came only now.
  expect(scripts.slice(before).some((path) => path.includes('sign-in-dialog'))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Focus is inside, and Tab keeps it there (the page behind is inert).
  await expect(offer(page).getByRole('link', { name: 'Sign in' })).toBeFocused();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('dialog'))).toBe(true);
  }
  await expect(signIn).not.toBeFocused();

  // Escape closes it and gives focus back to where it was.
  await page.keyboard.press('Escape');
  await expect(offer(page)).toHaveCount(0);
  await expect(signIn).toBeFocused();

  await reloadAndRead(page);
  await expect(offer(page)).toHaveCount(0);

  // A day later it is offered again.
  await page.evaluate(({ key, at }) => localStorage.setItem(key, String(at)), { key: DISMISSAL_KEY, at: Date.now() - 25 * 60 * 60 * 1000 });
  await reloadAndRead(page);
  await expect(offer(page)).toBeVisible();
});

test('“Sign in” in the dialog leads to sign-in, and signing in comes back to the page', async ({ page }) => {
  await arrive(page);
  await page.goto('/en-us/sessions');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.clock.fastForward(DELAY_MS);
  await offer(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/sign-in$/);
  await page.getByRole('button', { name: 'Attendee', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/sessions$/);
  await expect(offer(page)).toHaveCount(0);
});
