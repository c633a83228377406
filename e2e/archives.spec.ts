import { expect, test } from '@playwright/test';
import { pageErrors, seriousViolations, serveArchive } from './fixtures';

test('/archives/{id} opens that edition of the archive, and picking another frames it', async ({ page }) => {
  await serveArchive(page);
  const errors = pageErrors(page);
  await page.goto('/en-us/archives/2025');
  await expect(page.getByRole('heading', { level: 1, name: 'Past summits' })).toBeVisible();
  const edition = page.getByRole('combobox', { name: 'Edition' });
  await expect(edition).toHaveValue('2025');
  await expect(page.frameLocator('#archives iframe').getByRole('heading', { name: 'Summit 2025' })).toBeVisible();

  await edition.selectOption('2024');
  await expect(page.frameLocator('#archives iframe').getByRole('heading', { name: 'Summit 2024' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);

  await page.goto('/en-us/archives');
  await expect(page.getByRole('combobox', { name: 'Edition' })).toHaveValue('2026');
});
