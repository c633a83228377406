import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { selectBlock, seriousViolations, signInAs } from './fixtures';

// Only the awards page is edited here; it is written fresh before the tests, so other specs' data does not matter.
const PAGE = '/en-us/awards';
const HEADING: BlockInstance = {
  component: 'section-heading',
  contentId: 'awards-heading',
  key: 'awards-heading',
  props: { heading: 'Awards 2027', headingLevel: 2 },
};
const INTRO: BlockInstance = {
  component: 'content-block',
  contentId: 'awards-intro',
  key: 'awards-intro',
  props: { html: '<p>Nominations close in May.</p>' },
};

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'contenteditor');
  const settings = (await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse;
  const all = (await (await page.request.get('/api/v1/content/all/awards')).json()) as AllContentResponse;
  const current = all.environments.cont[settings.currentPhase];
  const save = await page.request.put('/api/v1/content/awards', {
    data: { phase: settings.currentPhase, baseRevision: current?.revision ?? 0, force: true, blocks: [HEADING, INTRO] },
  });
  expect(save.status()).toBe(200);
  await context.close();
});

async function openEditor(page: Page): Promise<Locator> {
  await signInAs(page, 'contenteditor');
  await page.goto(PAGE);
  await expect(page.locator('main #awards-heading').getByRole('heading', { name: 'Awards 2027' })).toBeVisible();
  await page.keyboard.press('Insert');
  const bar = page.getByRole('toolbar', { name: 'Page editor' });
  await expect(bar).toBeVisible();
  return bar;
}

test('a content editor edits a prop in the settings panel, sees it on the page as they type, and undoes the burst', async ({ page }) => {
  const bar = await openEditor(page);
  await selectBlock(page, 'awards-heading');
  await page.getByRole('button', { name: 'Edit awards-heading', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Settings of awards-heading' });
  await expect(panel.getByRole('heading', { name: 'Settings of awards-heading' })).toBeFocused();

  const field = panel.getByRole('textbox', { name: 'Heading', exact: true });
  await expect(field).toHaveValue('Awards 2027');
  await field.fill('');
  await field.pressSequentially('Awards and honours');
  const onPage = page.locator('[data-editor-block="awards-heading"]').getByRole('heading', { level: 2 });
  await expect(onPage).toHaveText('Awards and honours');
  await expect(bar.getByRole('status')).toHaveText(/^Unsaved changes/);

  // A rule of the schema, shown next to the field in words.
  const level = panel.getByRole('spinbutton', { name: 'Heading level' });
  await level.fill('9');
  await expect(panel.getByText('Must be at most 6.')).toBeVisible();
  await level.fill('2');
  await expect(panel.getByText('Must be at most 6.')).toHaveCount(0);

  // Every section open, so the check covers all the generated fields (lists, choices between forms, checkboxes).
  for (const summary of await panel.locator('summary').all()) {
    if (!(await summary.evaluate((node) => (node.parentElement as HTMLDetailsElement).open))) await summary.click();
  }
  await expect(panel.getByRole('checkbox', { name: 'Hide on mobile' })).toBeVisible();
  expect(await seriousViolations(page, '.editor-inspector')).toEqual([]);

  // Two bursts (heading, then level): two undo steps bring the saved heading back.
  await bar.getByRole('button', { name: 'Undo' }).click();
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(onPage).toHaveText('Awards 2027');
  await expect(field).toHaveValue('Awards 2027');
  await expect(bar.getByRole('status')).toHaveText('All changes saved');

  // Escape closes the panel and gives focus back to the Edit button.
  await field.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit awards-heading', exact: true })).toBeFocused();
});

test('a content editor edits a block as JSON in Monaco: Save only for valid, changed JSON; the saved page keeps it', async ({ page }) => {
  const bar = await openEditor(page);
  await selectBlock(page, 'awards-intro');
  const opener = page.getByRole('button', { name: 'Edit awards-intro as JSON' });
  const monacoChunk = page.waitForResponse((response) => response.request().resourceType() === 'script' && response.url().includes('json-code-editor'));
  await opener.click();
  await monacoChunk;
  const dialog = page.getByRole('dialog', { name: 'Edit awards-intro as JSON' });
  const editor = dialog.getByRole('textbox', { name: 'JSON of awards-intro' });
  await expect(editor).toBeFocused();
  const save = dialog.getByRole('button', { name: 'Save block' });
  const verdict = dialog.getByRole('status');
  await expect(verdict).toHaveText('No changes yet.');
  await expect(save).toBeDisabled();

  // Typed key by key, as a person would: Monaco closes brackets and quotes as they are opened, so whatever it added
  // after the cursor is cleared at the end.
  const replaceAll = async (value: unknown) => {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(JSON.stringify(value));
    await page.keyboard.press('Shift+ControlOrMeta+End');
    await page.keyboard.press('Delete');
  };

  // Completion knows the block's props from its schema; Escape closes the suggestions, not the dialog.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('{"component":"content-block","contentId":"awards-intro","key":"awards-intro","props":{"');
  await page.keyboard.press('Control+Space');
  const suggestions = dialog.locator('.suggest-widget');
  await expect(suggestions).toContainText('html');
  await expect(suggestions).toContainText('hideOnMobile');
  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(dialog).toBeVisible();

  // Valid JSON that the block's schema refuses: Monaco marks it, and the problem is listed with its path.
  await replaceAll({ ...INTRO, props: { html: 42 } });
  await expect(verdict).toContainText('Problems to fix before saving (1):');
  await expect(verdict).toContainText('/props/html');
  await expect(save).toBeDisabled();
  await expect(dialog.locator('.squiggly-error').first()).toBeAttached();

  const changed = { ...INTRO, props: { html: '<p>Nominations close on 31 May.</p>' } };
  await replaceAll(changed);
  await expect(verdict).toHaveText('Valid and changed: ready to save.');
  await expect(save).toBeEnabled();

  // Typing breaks the JSON; typing the brace back mends it.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Backspace');
  await expect(verdict).toContainText('This is not valid JSON');
  await expect(save).toBeDisabled();
  await page.keyboard.type('}');
  await expect(save).toBeEnabled();

  expect(await seriousViolations(page, '.editor-json')).toEqual([]);

  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator('[data-editor-block="awards-intro"]')).toContainText('Nominations close on 31 May.');

  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');
  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Page editor' })).toHaveCount(0);
  await expect(page.locator('main #awards-intro')).toContainText('Nominations close on 31 May.');
});

test('Escape closes the JSON dialog without saving and returns focus to its button', async ({ page }) => {
  const bar = await openEditor(page);
  await selectBlock(page, 'awards-heading');
  const opener = page.getByRole('button', { name: 'Edit awards-heading as JSON' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Edit awards-heading as JSON' });
  await expect(dialog.getByRole('textbox', { name: 'JSON of awards-heading' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.type(',');
  await expect(dialog.getByRole('status')).toContainText('This is not valid JSON');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('No changes yet.');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(JSON.stringify({ ...HEADING, props: { heading: 'Not kept' } }));
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
  await expect(dialog.getByRole('button', { name: 'Save block' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');
});
