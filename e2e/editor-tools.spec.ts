import { expect, test } from '@playwright/test';
import { seriousViolations, signInAs } from './fixtures';

// A real 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d3e2c10000000049454e44ae426082',
  'hex',
);

test('a site editor uploads a design image and gets an address that serves it; other files get a readable refusal', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/file-uploader');
  await expect(page.getByRole('heading', { level: 1, name: 'File uploader' })).toBeVisible();
  const chooser = page.getByLabel('Choose images');
  await chooser.setInputFiles([{ name: 'design.png', mimeType: 'image/png', buffer: PNG }]);
  const address = page.getByRole('textbox', { name: 'Address of design.png' });
  await expect(address).toHaveValue(/\/uploads\/[a-f0-9]{64}\.png$/);
  const served = await page.request.get(await address.inputValue());
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  await chooser.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByRole('alert').filter({ hasText: 'only .png, .jpeg, .jpg and .gif images are accepted' })).toBeVisible();
  // Bytes that are not the image their name says: the server refuses them and the reason is shown.
  await chooser.setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') }]);
  await expect(page.getByRole('alert').filter({ hasText: /Not uploaded: Only PNG, JPEG and GIF images are accepted/ })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('the file uploader is for site editors: a content editor gets the forbidden screen', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await page.goto('/en-us/file-uploader');
  await expect(page).toHaveURL(/\/en-us\/forbidden\?errorCode=3403$/);
});

test('a content editor finds a glyph by a misspelt name and copies its name', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'contenteditor');
  await page.goto('/en-us/glyph-search');
  await page.getByRole('searchbox', { name: 'Search glyphs' }).fill('calender');
  const copy = page.getByRole('button', { name: 'Copy the name calendar', exact: true });
  await expect(copy).toBeVisible();
  await copy.click();
  await expect(page.getByText('Copied calendar', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('calendar');
  // The icon is drawn from the sprite that ships with the tool.
  const sprite = await page.locator('.glyph-search__tile use').first().getAttribute('href');
  expect((await page.request.get(sprite?.split('#')[0] ?? '')).status()).toBe(200);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('a content editor puts a line on the live-now ticker, and every page shows it while it runs', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  // The seeded lines run on the first morning of the event.
  await page.goto('/en-us/home?testingDate=2027-03-09T17:30:00Z');
  await expect(page.getByRole('complementary', { name: 'Live now' }).getByRole('link', { name: 'Live now: opening keynote in Hall A' })).toBeVisible();
  await page.goto('/en-us/live-now-ticker-editor');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('group', { name: /Line 1: opening-keynote/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add a line' }).click();
  const line = page.getByRole('group', { name: /Line 3:/ });
  await line.getByLabel('ID').fill('e2e-now');
  await line.getByLabel('Text (English)').fill('E2E: the ticker works');
  await line.getByLabel('Starts').fill('2026-01-01T00:00');
  await line.getByLabel('Ends').fill('2025-01-01T00:00');
  await page.getByRole('button', { name: 'Save ticker' }).click();
  // The end is before the start: the field says so and nothing is saved.
  await expect(line.getByText('must be after the start')).toBeVisible();
  await expect(line.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
  await line.getByLabel('Ends').fill('2035-01-01T00:00');
  await page.getByRole('button', { name: 'Save ticker' }).click();
  await expect(page.getByText('The ticker is saved')).toBeVisible();
  await expect(line.getByText('running now')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.goto('/en-us/code-of-conduct');
  await expect(page.getByRole('complementary', { name: 'Live now' })).toContainText('E2E: the ticker works');

  // Take the line off again, so other specs see the site as seeded.
  await page.goto('/en-us/live-now-ticker-editor');
  await page.getByRole('button', { name: 'Remove line 3' }).click();
  await page.getByRole('button', { name: 'Save ticker' }).click();
  await expect(page.getByText('The ticker is saved')).toBeVisible();
  await page.goto('/en-us/code-of-conduct');
  await expect(page.getByRole('heading', { level: 1, name: 'Code of conduct' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Live now' })).toHaveCount(0);
});
