import { expect, test } from '@playwright/test';
import { pageErrors, seriousViolations } from './fixtures';

test('/archives/{id} opens that edition of the archive, and picking another frames it', async ({ page }) => {
  // The archive site of past editions, standing in for the real one (the tests run without internet).
  await page.route('https://archive.example.com/**', (route) => {
    const edition = /summit-(\d{4})/.exec(route.request().url())?.[1] ?? '';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Summit ${edition}</title></head><body><main><h1>Summit ${edition}</h1></main></body></html>`,
    });
  });
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
