import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { seriousViolations, signInAs } from './fixtures';

// Only the digital-swag page is edited here (written fresh before the tests); the home page is only read.
const PAGE = '/en-us/digital-swag';
const heading = (contentId: string, text: string): BlockInstance => ({
  component: 'section-heading',
  contentId,
  key: contentId,
  props: { heading: text, headingLevel: 2 },
});
const TOOLS_ONLY: BlockInstance = {
  component: 'content-block',
  contentId: 'swag-tools',
  key: 'swag-tools',
  props: { html: '<p>Download your swag voucher.</p>' },
  permissions: { requireScope: 'event-tools' },
};
const CONTENT = { 'pre-event': [heading('swag-heading', 'Swag bag'), TOOLS_ONLY], live: [heading('swag-live', 'Live swag')] };

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'contenteditor');
  const all = (await (await page.request.get('/api/v1/content/all/digital-swag')).json()) as AllContentResponse;
  for (const [phase, blocks] of Object.entries(CONTENT)) {
    const save = await page.request.put('/api/v1/content/digital-swag', {
      data: { env: 'cont', phase, baseRevision: all.environments.cont[phase]?.revision ?? 0, force: true, blocks },
    });
    expect(save.status()).toBe(200);
  }
  await context.close();
});

// The server testing date moves the whole environment: never leave one behind for later specs.
test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'contenteditor');
  expect((await page.request.put('/api/v1/siteeditor/testing-date', { data: { testingDate: null } })).status()).toBe(200);
  await context.close();
});

async function openEditor(page: Page): Promise<{ preview: Locator; bar: Locator }> {
  await signInAs(page, 'contenteditor');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Swag bag' })).toBeVisible();
  await page.keyboard.press('Insert');
  const bar = page.getByRole('toolbar', { name: 'Page editor' });
  await expect(bar).toBeVisible();
  return { preview: page.getByRole('region', { name: 'Preview as' }), bar };
}

async function openSwitcher(page: Page): Promise<Locator> {
  const widget = page.getByRole('complementary', { name: 'Preview date' });
  await widget.getByRole('button', { name: 'Expand' }).click();
  return widget;
}

test('a content editor previews the page as another visitor, at another moment, width and environment', async ({ page }) => {
  const { preview, bar } = await openEditor(page);
  const toolsFrame = page.locator('[data-editor-block="swag-tools"]');
  await expect(toolsFrame.getByText('Hidden in this preview')).toHaveCount(0);

  await preview.getByLabel('Visitor').selectOption('anonymous');
  await expect(toolsFrame.getByText('Hidden in this preview')).toBeVisible();
  await expect(toolsFrame.getByRole('note')).toContainText('Requires scope: event-tools');

  // The slider's last step lies after the post-event phase starts; a typed date in the live week shows the live content.
  await preview.getByText('Date and time', { exact: true }).click();
  const phase = bar.getByLabel('Phase in view');
  await preview.getByRole('slider').focus();
  await page.keyboard.press('End');
  await expect(phase).toHaveValue('post-event');
  await preview.getByLabel('Time zone').selectOption('US/Pacific');
  await preview.getByLabel('Preview date and time').fill('2027-03-10T09:00');
  await expect(phase).toHaveValue('live');
  await expect(page.getByRole('heading', { name: 'Live swag' })).toBeVisible();
  await phase.selectOption('pre-event');
  await expect(page.getByRole('heading', { name: 'Swag bag' })).toBeVisible();

  const canvas = page.locator('[data-preview-canvas]');
  await preview.getByLabel('Viewport').selectOption({ label: 'Mobile (539 px)' });
  await expect.poll(async () => (await canvas.boundingBox())?.width).toBe(539);
  await preview.getByLabel('Viewport').selectOption({ label: 'Fit window' });
  await expect.poll(async () => (await canvas.boundingBox())?.width).toBeGreaterThan(1000);

  await preview.getByLabel('Environment').selectOption('uat');
  await expect(preview.getByText('Editing UAT')).toBeVisible();
  await expect(page.getByText('This phase of the page has no blocks yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Swag bag' })).toHaveCount(0);
  await preview.getByLabel('Environment').selectOption('cont');
  await expect(preview.getByText('Editing CONT')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Swag bag' })).toBeVisible();

  expect(await seriousViolations(page, '.preview-bar')).toEqual([]);
  // The choices last for the session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Swag bag' })).toBeVisible();
  await page.keyboard.press('Insert');
  await expect(page.getByRole('region', { name: 'Preview as' }).getByLabel('Visitor')).toHaveValue('anonymous');
});

test('the phase switcher widget is dragged, nudged with the keyboard, hidden and brought back', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await page.goto('/en-us/home');
  const widget = page.getByRole('complementary', { name: 'Preview date' });
  const handle = widget.getByRole('button', { name: 'Move phase switcher' });
  const before = (await widget.boundingBox())!;
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - 300, grip.y - 200, { steps: 5 });
  await page.mouse.up();
  const dragged = (await widget.boundingBox())!;
  expect(dragged.x).toBeCloseTo(before.x - 300 - grip.width / 2, -1);
  expect(dragged.y).toBeCloseTo(before.y - 200 - grip.height / 2, -1);

  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await widget.boundingBox())?.x).toBeCloseTo(dragged.x - 10, 0);
  // Far past the edge: it stays inside the window.
  for (let press = 0; press < 30; press += 1) await page.keyboard.press('Shift+ArrowUp');
  await expect.poll(async () => (await widget.boundingBox())?.y).toBe(8);

  await page.reload();
  await expect.poll(async () => (await widget.boundingBox())?.y).toBe(8);

  await widget.getByRole('button', { name: 'Hide phase switcher' }).click();
  await expect(widget).toHaveCount(0);
  await page.getByRole('button', { name: 'Phase switcher' }).click();
  await expect(widget).toBeVisible();
  expect(await seriousViolations(page, '.phase-switcher')).toEqual([]);
});

test('a content editor sets the server testing date for everyone after confirming, and clears it', async ({ page, browser }) => {
  await signInAs(page, 'contenteditor');
  await page.goto('/en-us/home');
  const widget = await openSwitcher(page);
  await widget.getByLabel('Time zone').selectOption('UTC');
  await widget.getByLabel('Preview date and time').fill('2027-03-20T10:00');
  await expect(widget.getByText('Phase: Post-event')).toBeVisible();

  const server = widget.getByRole('region', { name: 'Server testing date' });
  await server.getByRole('button', { name: 'Use this moment for everyone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the testing date of cont?' });
  await expect(dialog).toContainText('Every visitor of cont will see the site as at');
  await dialog.getByRole('button', { name: 'Apply to everyone' }).click();
  await expect(widget.getByText('Server date active')).toBeVisible();
  await widget.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(widget.getByText('Phase: Post-event')).toBeVisible();

  // Another visitor, with no local date, now sees the post-event site.
  const visitor = await browser.newContext();
  const settings = (await (await visitor.request.get('/api/v1/settings')).json()) as SettingsResponse;
  expect(settings).toMatchObject({ serverTestingDate: '2027-03-20T10:00:00.000Z', currentPhase: 'post-event' });
  await visitor.close();

  await server.getByRole('button', { name: 'Clear server date' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply to everyone' }).click();
  await expect(widget.getByText('Server date active')).toHaveCount(0);
  const after = (await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse;
  expect(after.serverTestingDate).toBeNull();
});
