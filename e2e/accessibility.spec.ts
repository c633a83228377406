import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

const PAGES = ['/en-us/home', '/en-us/code-of-conduct', '/en-us/get-help', '/en-us/sign-in', '/en-us/no-such-page', '/en-us/error', '/ja-jp/home'];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the home page for a site editor has no serious accessibility violations', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/home');
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('the page can be used with the keyboard: the skip link comes first and moves focus to the content', async ({ page }) => {
  await page.goto('/en-us/home');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
