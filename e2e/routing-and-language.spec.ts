import { expect, test } from '@playwright/test';
import { PRE_EVENT_HERO } from './fixtures';

test('the root goes to the English home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en-us\/home$/);
  await expect(page.getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
});

test('an unprefixed path gets the current language prefix, an alias prefix the served one', async ({ page }) => {
  await page.goto('/get-help');
  await expect(page).toHaveURL(/\/en-us\/get-help$/);
  await page.goto('/zh-sg/code-of-conduct');
  await expect(page).toHaveURL(/\/zh-cn\/code-of-conduct$/);
});

test('switching the language changes the prefix, the text and the document language', async ({ page }) => {
  await page.goto('/en-us/home');
  await expect(page.getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
  await page.getByLabel('Language').selectOption('de-de');
  await expect(page).toHaveURL(/\/de-de\/home$/);
  await expect(page.getByRole('heading', { name: 'Die Registrierung ist geöffnet: Sichern Sie sich Ihren Platz' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // The choice is remembered: the root now leads to German.
  await page.goto('/');
  await expect(page).toHaveURL(/\/de-de\/home$/);
});

test('an unknown page shows the not-found screen inside the shell', async ({ page }) => {
  await page.goto('/en-us/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('the forbidden page explains access denied (3403)', async ({ page }) => {
  await page.goto('/en-us/forbidden?errorCode=3403');
  await expect(page.getByText('Access denied. Your account does not have permission to use this site.')).toBeVisible();
});

test('the error page shows versions, a reference and the support address', async ({ page }) => {
  await page.goto('/en-us/error');
  await expect(page.getByRole('heading', { name: 'Oops, something went wrong!' })).toBeVisible();
  await expect(page.getByText('help@confsite.dev')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('site links navigate inside the app without reloading it, and the new page starts at the top', async ({ page }) => {
  await page.goto('/en-us/home');
  await page.evaluate(() => {
    (window as unknown as { stillTheSameApp: boolean }).stillTheSameApp = true;
    window.scrollTo(0, document.body.scrollHeight);
  });
  // Code of conduct: no other spec edits it (the editor specs change get-help in the shared database).
  await page.getByRole('banner').getByRole('link', { name: 'Code of conduct' }).click();
  await expect(page).toHaveURL(/\/en-us\/code-of-conduct$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Code of conduct' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSameApp?: boolean }).stillTheSameApp)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the header stays in the page and the links row fades where more links are to scroll to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/home');
  await expect(page.getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
  expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).position)).toBe('static');
  const links = page.getByRole('banner').locator('.navigation__list');
  const fades = () =>
    links.evaluate((list) => {
      const style = getComputedStyle(list);
      return [style.getPropertyValue('--navigation-fade-start'), style.getPropertyValue('--navigation-fade-end')];
    });
  expect(await fades()).toEqual(['0px', '32px']);
  await links.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expect.poll(fades).toEqual(['32px', '0px']);
});
