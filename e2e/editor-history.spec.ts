import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AllContentResponse, AllSettingsResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { selectBlock, seriousViolations, signInAs } from './fixtures';

// The home page gets one plain-text heading for this spec; its blocks are put back afterwards (others read home).
const HEADING: BlockInstance = {
  component: 'section-heading',
  contentId: 'hist-heading',
  key: 'hist-heading',
  props: { heading: 'Keynote line-up', headingLevel: 2 },
};
const FIRST = 'Keynotes, first draft';
const SECOND = 'Keynotes, second draft';

let phase = '';
let original: BlockInstance[] = [];

async function asSiteEditor(browser: Browser, act: (request: APIRequestContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'siteeditor');
  await act(page.request);
  await context.close();
}

async function writeHome(request: APIRequestContext, blocks: BlockInstance[]): Promise<void> {
  const response = await request.put('/api/v1/content/home', { data: { env: 'cont', phase, baseRevision: 0, force: true, blocks } });
  expect(response.status()).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  await asSiteEditor(browser, async (request) => {
    phase = ((await (await request.get('/api/v1/settings')).json()) as SettingsResponse).currentPhase;
    const all = (await (await request.get('/api/v1/content/all/home')).json()) as AllContentResponse;
    original = all.environments.cont[phase]?.blocks ?? [];
    await writeHome(request, [...original, HEADING]);
  });
});

test.afterAll(async ({ browser }) => {
  await asSiteEditor(browser, (request) => writeHome(request, original));
});

async function openEditor(page: Page) {
  await page.goto('/en-us/home');
  await expect(page.locator('main #hist-heading')).toBeVisible();
  await page.keyboard.press('Insert');
  const bar = page.getByRole('toolbar', { name: 'Page editor' });
  await expect(bar).toBeVisible();
  return bar;
}

async function saveHeading(page: Page, bar: ReturnType<Page['getByRole']>, text: string) {
  await selectBlock(page, 'hist-heading');
  await page.getByRole('button', { name: 'Edit hist-heading', exact: true }).click();
  const field = page.getByRole('region', { name: 'Settings of hist-heading' }).getByRole('textbox', { name: 'Heading', exact: true });
  await field.fill(text);
  await expect(page.locator('[data-editor-block="hist-heading"]').getByRole('heading', { level: 2 })).toHaveText(text);
  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');
}

const canvasHeading = (page: Page) => page.locator('main #hist-heading').getByRole('heading', { level: 2 });

test('a content editor restores an older version of the home page from its history', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  const bar = await openEditor(page);
  await saveHeading(page, bar, FIRST);
  await saveHeading(page, bar, SECOND);

  await bar.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: /^History of home: .+ in CONT$/ });
  await expect(dialog).toBeVisible();
  const rows = dialog.getByRole('row');
  // Newest first: the second save, then the first.
  await expect(rows.nth(1)).toContainText('Saved');
  await expect(rows.nth(1)).toContainText('hist-heading');
  const firstSave = rows.nth(2);
  const firstId = Number(await firstSave.getAttribute('data-revision'));
  await firstSave.getByRole('button', { name: `View #${firstId}` }).click();

  // The field-level difference from the saved page, in the comparator's view.
  const change = dialog.locator('[data-compare-block="hist-heading"]');
  await expect(change).toContainText(`Different in revision #${firstId}`);
  const field = change.getByRole('row', { name: /props\.heading/ });
  await expect(field).toContainText(SECOND);
  await expect(field).toContainText(FIRST);
  expect(await seriousViolations(page, '.page-history')).toEqual([]);

  // A preview shows the revision on the canvas, read-only, until the editor leaves it.
  await dialog.getByRole('button', { name: 'Preview on the page' }).click();
  const banner = page.getByRole('region', { name: 'Revision preview' });
  await expect(banner).toBeVisible();
  expect(await seriousViolations(page, '.history-preview-banner')).toEqual([]);
  await expect(canvasHeading(page)).toHaveText(FIRST);
  // Nothing in the preview can be selected or edited: no block frames at all.
  await expect(page.locator('[data-history-preview] [data-editor-block]')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Leave preview' }).click();
  await expect(banner).toHaveCount(0);
  await expect(canvasHeading(page)).toHaveText(SECOND);

  await bar.getByRole('button', { name: 'History' }).click();
  await dialog.getByRole('button', { name: `View #${firstId}` }).click();
  await dialog.getByRole('button', { name: 'Restore this revision' }).click();
  const confirm = page.getByRole('dialog', { name: `Restore revision #${firstId}?` });
  await confirm.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(page.getByText(`Revision #${firstId} restored.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(canvasHeading(page)).toHaveText(FIRST);
  await expect(bar.getByRole('status')).toHaveText('All changes saved');

  // The restore is itself a revision, on top of the history; visitors see the old text.
  await bar.getByRole('button', { name: 'History' }).click();
  await expect(rows.nth(1)).toContainText(`Restored #${firstId}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await bar.getByRole('button', { name: 'Exit' }).click();
  await page.reload();
  await expect(canvasHeading(page)).toHaveText(FIRST);
});

test('a site editor finds the restore in the audit log and opens the page’s history at it', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter changes' });
  await filters.getByRole('textbox', { name: 'Page id' }).fill('home');
  await filters.getByRole('combobox', { name: 'Action' }).selectOption('restore');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Restored #' }).first();
  await expect(row).toContainText('home');
  await expect(row).toContainText('CONT');
  expect(await seriousViolations(page)).toEqual([]);

  const id = Number(await row.getAttribute('data-revision'));
  await row.getByRole('link', { name: `Open revision #${id}` }).click();
  await expect(page).toHaveURL(/\/en-us\/home$/);
  const dialog = page.getByRole('dialog', { name: /^History of home: / });
  await expect(dialog.getByRole('heading', { level: 3 })).toContainText(`#${id}`);
  await expect(dialog.locator(`tr[data-revision="${id}"]`)).toHaveAttribute('aria-current', 'true');
});

test('the audit log is for site editors only', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await page.goto('/en-us/audit-log');
  await expect(page).toHaveURL(/\/forbidden/);
});

test('a site editor restores the site settings of cont from their history', async ({ page, browser }) => {
  let original = '';
  await asSiteEditor(browser, async (request) => {
    const all = (await (await request.get('/api/v1/siteeditor/all')).json()) as AllSettingsResponse;
    original = String(all.environments.cont.find((setting) => setting.name === 'supportEmail')?.value ?? '');
    const saved = await request.post('/api/v1/siteeditor/setting/cont', { data: { changes: [{ name: 'supportEmail', value: 'history-e2e@confsite.dev' }] } });
    expect(saved.status()).toBe(200);
  });
  await signInAs(page, 'siteeditor');
  await page.goto('/en-us/editor?s=supportEmail');
  await expect(page.getByLabel('supportEmail', { exact: true })).toHaveValue('history-e2e@confsite.dev');
  const history = page.getByRole('region', { name: 'History of the CONT settings' });
  await history.getByRole('button', { name: 'Show history' }).click();
  const latest = history.getByRole('row').filter({ hasText: 'supportEmail' }).first();
  await expect(latest).toContainText('Saved');
  // The row below the save holds the settings as they were before it.
  const before = history.getByRole('row').nth(2);
  const id = Number(await before.getAttribute('data-revision'));
  await before.getByRole('button', { name: `View #${id}` }).click();
  await expect(history.getByRole('row', { name: /supportEmail/ }).last()).toContainText(original);
  expect(await seriousViolations(page, '.state-history')).toEqual([]);

  page.once('dialog', (dialog) => void dialog.accept());
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(history.getByRole('status')).toHaveText(`The CONT settings were restored to revision #${id}.`);
  await expect(page.getByLabel('supportEmail', { exact: true })).toHaveValue(original);
});
