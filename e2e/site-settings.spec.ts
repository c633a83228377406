import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AllSettingsResponse } from '../src/engine';
import { signInAs } from './fixtures';

// Later specs share this database: every setting touched here is put back as it was, whatever happens.
const TOUCHED = ['supportEmail', 'showLanguageSwitcher', 'headerBannerAssignments'] as const;
let admin: APIRequestContext;
let originals: { name: string; value: unknown }[] = [];

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/v1/auth/dev-login', { data: { persona: 'siteeditor' } })).status()).toBe(200);
  const all = (await (await admin.get('/api/v1/siteeditor/all')).json()) as AllSettingsResponse;
  originals = all.environments.cont.filter((setting) => (TOUCHED as readonly string[]).includes(setting.name)).map(({ name, value }) => ({ name, value }));
  expect(originals).toHaveLength(TOUCHED.length);
});

test.afterAll(async () => {
  const response = await admin.post('/api/v1/siteeditor/setting/cont', { data: { changes: originals } });
  expect(['saved', 'nochange']).toContain(((await response.json()) as { result: string }).result);
  await admin.dispose();
});

const saveButton = 'Save changes to cont';
const status = (page: Page) => page.locator('.site-settings__status');

test('a site editor opens a setting from a link, changes it in cont and the error page shows the new address', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/editor?s=supportEmail');
  const field = page.getByLabel('supportEmail', { exact: true });
  await expect(field).toBeFocused();

  await field.fill('support-e2e@confsite.dev');
  await expect(page.getByText('Unsaved changes: 1')).toBeVisible();
  await page.getByRole('button', { name: saveButton }).click();
  await expect(status(page)).toHaveText('Settings saved in cont.');

  await page.goto('/en-us/error');
  await expect(page.getByRole('link', { name: 'support-e2e@confsite.dev' })).toBeVisible();
  // The site editor gets a way back to the setting from where it is used.
  await page.getByRole('link', { name: 'Change setting' }).click();
  await expect(page.getByLabel('supportEmail', { exact: true })).toBeFocused();
  await expect(page.getByLabel('supportEmail', { exact: true })).toHaveValue('support-e2e@confsite.dev');
});

test('an invalid JSON value blocks Save with a message on the field', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/editor?s=headerBannerAssignments');
  const json = page.getByLabel('headerBannerAssignments', { exact: true });
  await expect(json).toBeFocused();
  await json.fill('{ "home": ');
  await expect(page.getByText(/^Invalid JSON/)).toBeVisible();
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: saveButton })).toBeDisabled();
});

test('switching the language switcher off in cont removes it from the header, and on again brings it back', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  const languages = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await page.goto('/en-us/editor?s=showLanguageSwitcher');
  await expect(languages).toBeVisible();

  const toggle = page.getByRole('switch', { name: 'showLanguageSwitcher' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await page.getByRole('button', { name: saveButton }).click();
  await expect(status(page)).toHaveText('Settings saved in cont.');
  await expect(languages).toBeHidden();

  await page.getByRole('switch', { name: 'showLanguageSwitcher' }).check();
  await page.getByRole('button', { name: saveButton }).click();
  await expect(status(page)).toHaveText('Settings saved in cont.');
  await expect(languages).toBeVisible();
});

test('a content editor without the siteeditor scope gets the forbidden screen', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await page.goto('/en-us/editor');
  await expect(page).toHaveURL(/\/en-us\/forbidden\?errorCode=3403$/);
  await expect(page.getByText('Access denied.', { exact: false })).toBeVisible();
});

test('the site settings editor has no serious accessibility violations', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/editor');
  await expect(page.getByLabel('supportEmail', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
