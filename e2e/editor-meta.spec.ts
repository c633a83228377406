import { expect, test, type Page } from '@playwright/test';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { selectBlock, seriousViolations, signInAs } from './fixtures';

// Only the event-guide page and the translate.event-guide.* texts are edited here (written fresh before the tests).
const PAGE = '/en-us/event-guide';
const TITLE_KEY = 'translate.event-guide.e2e.title';
const FIRST_TITLE = 'Your event guide';
const BLOCKS: BlockInstance[] = [
  { component: 'section-heading', contentId: 'guide-intro', key: 'guide-intro', props: { heading: TITLE_KEY, subheading: 'Everything in one place', headingLevel: 2 } },
  {
    component: 'content-block',
    contentId: 'guide-tools',
    key: 'guide-tools',
    props: { html: '<p>Your personal agenda lives in the tool belt.</p>' },
    permissions: { requireScope: 'event-tools' },
  },
];
const PHASE_LABELS: Record<string, string> = { 'pre-event': 'Pre-event', live: 'Live', 'post-event': 'Post-event' };
/** The phase the blocks were written to (the event's current phase). */
let phase = 'pre-event';

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'contenteditor');
  const created = await page.request.put('/api/v1/translation/addInitialTranslations', { data: { entries: { [TITLE_KEY]: FIRST_TITLE } } });
  expect(created.status()).toBe(200);
  // Initial translations keep an existing text: set the English one explicitly, so a rerun starts from the same words.
  const reset = await page.request.put('/api/v1/translation/update/en-US', { data: { entries: { [TITLE_KEY]: FIRST_TITLE } } });
  expect(reset.status()).toBe(200);
  const settings = (await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse;
  phase = settings.currentPhase;
  const all = (await (await page.request.get('/api/v1/content/all/event-guide')).json()) as AllContentResponse;
  const save = await page.request.put('/api/v1/content/event-guide', {
    data: { phase: settings.currentPhase, baseRevision: all.environments.cont[settings.currentPhase]?.revision ?? 0, force: true, blocks: BLOCKS },
  });
  expect(save.status()).toBe(200);
  await context.close();
});

/** Opens the account area's editor menu and turns a mode on or off. */
async function chooseMode(page: Page, mode: 'Edit mode' | 'Meta edit mode' | 'Tag viewer') {
  await page.getByRole('button', { name: 'Content Editor', exact: true }).click();
  await page.getByRole('menu', { name: 'Content Editor' }).getByRole('menuitemcheckbox', { name: mode, exact: true }).click();
}

test('a content editor changes a text in meta-edit mode and the page shows it, also after a reload', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: FIRST_TITLE })).toBeVisible();

  await chooseMode(page, 'Meta edit mode');
  const texts = page.getByRole('group', { name: 'Texts of guide-intro (section-heading)' });
  const heading = texts.getByRole('textbox', { name: 'heading (en-US)', exact: true });
  await expect(heading).toHaveValue(FIRST_TITLE);
  await expect(texts.getByText(TITLE_KEY, { exact: true })).toBeVisible();
  // The plain subheading can become a key of its own.
  await expect(texts.getByRole('textbox', { name: 'New translation key' })).toHaveValue(`translate.event-guide.${phase}.guide-intro.subheading`);
  const save = texts.getByRole('button', { name: 'Save heading of guide-intro' });
  await expect(save).toBeDisabled();

  expect(await seriousViolations(page, '[data-editor-overlay]')).toEqual([]);

  await heading.fill('Find your way around');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(texts.getByRole('status')).toHaveText('Saved');
  await expect(save).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Find your way around' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Find your way around' })).toBeVisible();
  await expect(page.getByRole('heading', { name: FIRST_TITLE })).toHaveCount(0);
});

test('edit mode turns meta-edit off, and the tag viewer names each block with its phases and permissions', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await page.goto(PAGE);
  await chooseMode(page, 'Meta edit mode');
  await expect(page.getByRole('group', { name: 'Texts of guide-intro (section-heading)' })).toBeVisible();

  await chooseMode(page, 'Edit mode');
  await selectBlock(page, 'guide-intro');
  await expect(page.getByRole('group', { name: 'Texts of guide-intro (section-heading)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Content Editor', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Content Editor' });
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Edit mode', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Meta edit mode', exact: true })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Content Editor', exact: true })).toBeFocused();

  await chooseMode(page, 'Tag viewer');
  const tools = page.getByRole('group', { name: 'Tag of guide-tools' });
  await expect(tools).toContainText('content-block');
  await expect(tools).toContainText(PHASE_LABELS[phase] ?? phase);
  await expect(tools).toContainText('Requires scope: event-tools');
  await expect(page.getByRole('group', { name: 'Tag of guide-intro' })).toContainText('Everyone');
  await expect(page.getByRole('toolbar', { name: 'Tools for guide-intro (section-heading)' })).toHaveCount(0);
});
