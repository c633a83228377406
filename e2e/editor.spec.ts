import { expect, test, type Page, type Response } from '@playwright/test';
import type { AllContentResponse, BlockInstance } from '../src/engine';
import { selectBlock, signInAs } from './fixtures';

// Only the get-help page is edited here (other specs share the database and read home and code-of-conduct).
const PAGE = '/en-us/get-help';
/** An attribute only the overlay chunk renders: finding it in a script means editor code was downloaded. */
const OVERLAY_MARKER = 'data-editor-overlay';

/** Ids of the page's root blocks in the order they are drawn. */
async function rootOrder(page: Page): Promise<string[]> {
  return page.locator('main .page-blocks').first().locator(':scope > .block').evaluateAll((blocks) => blocks.map((block) => block.id));
}

async function storedPreEvent(page: Page): Promise<BlockInstance[]> {
  const all = (await (await page.request.get('/api/v1/content/all/get-help')).json()) as AllContentResponse;
  return all.environments.cont['pre-event']?.blocks ?? [];
}

async function openEditor(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Get help' })).toBeVisible();
  await page.keyboard.press('Insert');
  const bar = page.getByRole('toolbar', { name: 'Page editor' });
  await expect(bar).toBeVisible();
  return bar;
}

test('a content editor moves a block, changes and undoes a width, saves, and the move persists', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  const bar = await openEditor(page);
  const before = await rootOrder(page);
  expect(before.indexOf('help-contact')).toBe(before.indexOf('help-intro') + 1);

  await selectBlock(page, 'help-contact');
  await page.getByRole('button', { name: 'Move help-contact up' }).click();
  await expect.poll(() => rootOrder(page)).toEqual(expect.arrayContaining(['help-contact', 'help-intro']));
  let order = await rootOrder(page);
  expect(order.indexOf('help-contact')).toBe(order.indexOf('help-intro') - 1);

  await selectBlock(page, 'help-accessibility');
  const width = page.getByRole('combobox', { name: 'Width of help-accessibility' });
  await width.selectOption('50');
  await expect(width).toHaveValue('50');
  await expect(bar.getByRole('status')).toHaveText('Unsaved changes: Pre-event');

  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(width).toHaveValue('100');
  // The keyboard shortcuts do the same (focus is on the Undo button, not in a field).
  await page.keyboard.press('Control+Shift+Z');
  await expect(width).toHaveValue('50');
  await page.keyboard.press('Control+Z');
  await expect(width).toHaveValue('100');
  order = await rootOrder(page);
  expect(order.indexOf('help-contact')).toBe(order.indexOf('help-intro') - 1);

  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Get help' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Page editor' })).toHaveCount(0);
  order = await rootOrder(page);
  expect(order.indexOf('help-contact')).toBe(order.indexOf('help-intro') - 1);
  const stored = await storedPreEvent(page);
  expect(stored.find((block) => block.contentId === 'help-accessibility')?.props.wrapperWidth).toBeUndefined();
});

test('deleting a block asks first, and undo brings it back', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  const bar = await openEditor(page);
  await selectBlock(page, 'help-topics');
  await page.getByRole('button', { name: 'Delete help-topics' }).click();
  const confirm = page.getByRole('group', { name: 'Delete help-topics?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  // The group goes with what is nested in it.
  await expect(page.locator('[data-editor-block="help-topics"]')).toHaveCount(0);
  await expect(page.locator('[data-editor-block="help-registration"]')).toHaveCount(0);
  await expect(bar.getByRole('status')).toHaveText('Unsaved changes: Pre-event');

  await page.keyboard.press('Control+Z');
  await expect(page.locator('[data-editor-block="help-topics"]')).toHaveCount(1);
  await expect(page.locator('[data-editor-block="help-registration"]')).toHaveCount(1);
  await expect(bar.getByRole('status')).toHaveText('All changes saved');
});

test('following a link with unsaved changes asks first: Stay keeps the work, Leave goes without saving', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  const bar = await openEditor(page);
  await selectBlock(page, 'help-accessibility');
  await page.getByRole('combobox', { name: 'Width of help-accessibility' }).selectOption('50');
  await expect(bar.getByRole('status')).toHaveText('Unsaved changes: Pre-event');

  const homeLink = page.getByRole('banner').getByRole('link', { name: 'Home' }).first();
  await homeLink.click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toContainText('Unsaved changes (Pre-event) will be lost.');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/en-us\/get-help$/);
  await expect(page.getByRole('combobox', { name: 'Width of help-accessibility' })).toHaveValue('50');

  await homeLink.click();
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/en-us\/home$/);
  const stored = await storedPreEvent(page);
  expect(stored.find((block) => block.contentId === 'help-accessibility')?.props.wrapperWidth).toBeUndefined();
});

test('a section heading added from the palette is saved and stays after a reload', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  const bar = await openEditor(page);
  await selectBlock(page, 'help-accessibility');
  await page.getByRole('button', { name: 'Add a block after help-accessibility' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a block' });
  await expect(palette).toBeVisible();
  const add = palette.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();

  // Fuzzy search forgives a typo.
  await palette.getByRole('searchbox', { name: 'Search blocks' }).fill('secton headng');
  await expect(palette.getByRole('button', { name: 'Navigation' })).toHaveCount(0);
  await palette.getByRole('button', { name: 'Section heading' }).click();
  const id = palette.getByRole('textbox', { name: 'New block ID' });
  await expect(id).toHaveValue('section-heading-1');

  await id.fill('help-intro');
  await expect(add).toBeDisabled();
  await expect(palette.getByText('This ID is already used on the page.')).toBeVisible();
  await id.fill('  Help-FAQ-Heading ');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(palette).toHaveCount(0);

  const order = await rootOrder(page);
  expect(order.indexOf('help-faq-heading')).toBe(order.indexOf('help-accessibility') + 1);
  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');

  await page.reload();
  await expect(page.locator('main #help-faq-heading').getByRole('heading', { name: 'Section heading' })).toBeVisible();
});

test('two editors save the same page: the second gets the conflict dialog and overwrites only when asked', async ({ browser }) => {
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  const first = await firstContext.newPage();
  const second = await secondContext.newPage();
  await signInAs(first, 'contenteditor');
  await signInAs(second, 'contenteditor');
  const firstBar = await openEditor(first);
  const secondBar = await openEditor(second);

  await selectBlock(first, 'help-contact');
  await first.getByRole('combobox', { name: 'Width of help-contact' }).selectOption('50');
  await firstBar.getByRole('button', { name: 'Save' }).click();
  await expect(firstBar.getByRole('status')).toHaveText('All changes saved');

  await selectBlock(second, 'help-accessibility');
  await second.getByRole('button', { name: 'Move help-accessibility up' }).click();
  await secondBar.getByRole('button', { name: 'Save' }).click();
  const conflict = second.getByRole('dialog', { name: 'Conflict in phase Pre-event' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByText('This component was changed by someone else since you opened it.')).toBeVisible();
  await expect(conflict.getByText('Changed on the server: help-contact')).toBeVisible();

  // Nothing of the second editor's work reached the server yet.
  let stored = await storedPreEvent(second);
  expect(stored.find((block) => block.contentId === 'help-contact')?.props.wrapperWidth).toBe(50);
  const ids = () => stored.filter((block) => !block.parentId).map((block) => block.contentId);
  expect(ids().indexOf('help-accessibility')).toBeGreaterThan(ids().indexOf('help-draft-chat'));

  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(secondBar.getByRole('status')).toHaveText('All changes saved');
  stored = await storedPreEvent(second);
  expect(stored.find((block) => block.contentId === 'help-contact')?.props.wrapperWidth).toBeUndefined();
  expect(ids().indexOf('help-accessibility')).toBeLessThan(ids().indexOf('help-draft-chat'));

  await firstContext.close();
  await secondContext.close();
});

test('an anonymous visitor downloads no editor code; an editor gets the overlay chunk on Insert', async ({ page }) => {
  // The anonymous visit's scripts only, each body read before the test goes on (a read still pending when the test
  // ends fails it).
  const reads: Promise<{ url: string; body: string }>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') reads.push(response.body().then((body) => ({ url: response.url(), body: body.toString('utf8') })));
  };
  page.on('response', collect);
  await page.goto('/en-us/home', { waitUntil: 'networkidle' });
  page.off('response', collect);
  const scripts = await Promise.all(reads);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.body.includes(OVERLAY_MARKER), script.url).toBe(false);
    expect(script.url).not.toContain('overlay');
  }

  await signInAs(page, 'contenteditor');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Get help' })).toBeVisible();
  const overlayChunk = page.waitForResponse((response) => response.request().resourceType() === 'script' && response.url().includes('overlay'));
  await page.keyboard.press('Insert');
  expect((await (await overlayChunk).body()).toString('utf8')).toContain(OVERLAY_MARKER);
  await expect(page.getByRole('toolbar', { name: 'Page editor' })).toBeVisible();
});
