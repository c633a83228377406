import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations, signInAs } from './fixtures';

const directorySwitch = 'Show my profile in the attendee directory';

test('an attendee edits their profile, uploads a photo and hides their profile from the attendee directory', async ({ page }) => {
  await signInAs(page, 'attendee');
  await page.goto('/en-us/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Avery Attendee' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Your profile is \d+% complete$/ })).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Avery');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByLabel('Job title', { exact: true }).fill('Burrow architect');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled();

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } }).png().toBuffer();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your photo was saved.')).toBeVisible();
  const stored = page.locator('img.catalogue-avatar').first();
  await expect(stored).toHaveAttribute('src', /^\/api\/v1\/attendee\/[^/]+\/photo\/[a-f0-9]{32}\.webp$/);
  await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);

  const directory = page.getByRole('switch', { name: directorySwitch });
  await expect(directory).toHaveAttribute('aria-checked', 'true');
  await directory.click();
  await expect(directory).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Your profile is hidden: only you can see it.')).toBeVisible();
  const search = await page.request.post('/api/v1/attendee/search', { data: { searchText: 'Burrow architect' } });
  expect(((await search.json()) as { data: unknown[] }).data).toEqual([]);

  await directory.click();
  await expect(directory).toHaveAttribute('aria-checked', 'true');
});
