import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { AllContentResponse, BlockInstance, Environment, SettingsResponse } from '../src/engine';
import { seriousViolations, signInAs } from './fixtures';

// Only the digital-swag page is edited here; its uat and prod phases are emptied again afterwards (editor-preview
// expects uat to have no blocks).
const PAGE = '/en-us/digital-swag';
const TITLE_KEY = 'translate.digital-swag.compare.subtitle';
const heading = (contentId: string, text: string, extra: Record<string, unknown> = {}): BlockInstance => ({
  component: 'section-heading',
  contentId,
  key: contentId,
  props: { heading: text, headingLevel: 2, ...extra },
});

const CONT = [
  heading('cmp-title', 'Swag for everyone', { subheading: TITLE_KEY }),
  heading('cmp-new', 'Stickers and socks'),
  heading('cmp-same', 'Same everywhere'),
];
const UAT = [heading('cmp-title', 'Old swag title', { subheading: TITLE_KEY }), heading('cmp-same', 'Same everywhere'), heading('cmp-uat-only', 'Kept in UAT')];

async function phaseInForce(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/v1/settings')).json()) as SettingsResponse).currentPhase;
}

async function all(request: APIRequestContext): Promise<AllContentResponse> {
  const response = await request.get('/api/v1/content/all/digital-swag');
  expect(response.status()).toBe(200);
  return (await response.json()) as AllContentResponse;
}

async function writePhase(request: APIRequestContext, env: Environment, phase: string, blocks: BlockInstance[]): Promise<void> {
  const save = await request.put('/api/v1/content/digital-swag', { data: { env, phase, baseRevision: 0, force: true, blocks } });
  expect(save.status()).toBe(200);
}

async function writeString(request: APIRequestContext, env: Environment, value: string): Promise<void> {
  const response = await request.put('/api/v1/translation/update/en-US', { params: { env }, data: { entries: { [TITLE_KEY]: value } } });
  expect(response.status()).toBe(200);
}

async function asEditor(browser: Browser, act: (request: APIRequestContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'siteeditor');
  await act(page.request);
  await context.close();
}

test.beforeAll(async ({ browser }) => {
  await asEditor(browser, async (request) => {
    const phase = await phaseInForce(request);
    await writePhase(request, 'cont', phase, CONT);
    await writePhase(request, 'uat', phase, UAT);
    await writePhase(request, 'prod', phase, CONT);
    await writeString(request, 'cont', 'Free for all attendees');
    await writeString(request, 'uat', 'Old subtitle');
    await writeString(request, 'prod', 'Free for all attendees');
  });
});

test.afterAll(async ({ browser }) => {
  await asEditor(browser, async (request) => {
    const phase = await phaseInForce(request);
    await writePhase(request, 'uat', phase, []);
    await writePhase(request, 'prod', phase, []);
  });
});

test('a site editor compares the page with uat, copies one block, the texts, then the whole phase', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  const phase = await phaseInForce(page.request);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Swag for everyone' })).toBeVisible();
  await page.keyboard.press('Insert');
  const bar = page.getByRole('toolbar', { name: 'Page editor' });
  const compare = bar.getByRole('group', { name: 'Compare environments' });
  // prod holds the same blocks and text: nothing to open there.
  await expect(compare.getByRole('button', { name: 'Same as PROD' })).toHaveAttribute('aria-disabled', 'true');

  await compare.getByRole('button', { name: 'Compare with UAT' }).click();
  const dialog = page.getByRole('dialog', { name: /^CONT compared with UAT/ });
  await expect(dialog).toBeVisible();
  const title = dialog.locator('[data-compare-block="cmp-title"]');
  await expect(title).toContainText('Different in UAT');
  const headingRow = title.getByRole('row', { name: /props\.heading/ });
  await expect(headingRow.getByRole('cell').nth(0)).toHaveText('Swag for everyone');
  await expect(headingRow.getByRole('cell').nth(1)).toHaveText('Old swag title');
  await expect(dialog.locator('[data-compare-block="cmp-new"]')).toContainText('Missing in UAT');
  await expect(dialog.locator('[data-compare-block="cmp-uat-only"]')).toContainText('Only in UAT');
  await expect(dialog.locator('[data-compare-block="cmp-same"]')).toHaveCount(0);
  const text = dialog.locator(`[data-compare-key="${TITLE_KEY}"]`);
  await expect(text).toContainText('Free for all attendees');
  await expect(text).toContainText('Old subtitle');
  expect(await seriousViolations(page, '.editor-compare')).toEqual([]);

  // Keyboard: tick the new block and copy it.
  await dialog.getByRole('checkbox', { name: 'cmp-new' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Copy selected (1) to UAT' }).click();
  await expect(page.getByText('Selected blocks copied to UAT')).toBeVisible();
  await expect(dialog.locator('[data-compare-block="cmp-new"]')).toHaveCount(0);

  const merged = (await all(page.request)).environments.uat[phase]!.blocks;
  expect(merged.map((block) => block.contentId)).toEqual(['cmp-title', 'cmp-new', 'cmp-same', 'cmp-uat-only']);
  expect(merged[0]!.props.heading).toBe('Old swag title');

  await dialog.getByRole('button', { name: 'Copy all texts to UAT' }).click();
  await expect(page.getByText('Texts copied to UAT')).toBeVisible();
  await expect(text).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Copy whole phase to UAT' }).click();
  await expect(page.getByText('Phase copied to UAT')).toBeVisible();
  // The dialog stays while both sides are the same: the copy can be undone from it.
  await expect(dialog.getByText('The blocks are the same in UAT.')).toBeVisible();
  await expect(compare.getByRole('button', { name: 'Same as UAT' })).toHaveAttribute('aria-disabled', 'true');
  const copied = (await all(page.request)).environments.uat[phase]!.blocks;
  expect(copied.map((block) => block.contentId)).toEqual(['cmp-title', 'cmp-new', 'cmp-same']);
  expect(copied[0]!.props.heading).toBe('Swag for everyone');

  // Undoing the copy puts UAT back as the block copy before it left it.
  await dialog.getByRole('button', { name: 'Undo this copy to UAT' }).click();
  await expect(page.getByText('The copy to UAT was undone.')).toBeVisible();
  await expect(dialog.locator('[data-compare-block="cmp-uat-only"]')).toBeVisible();
  const undone = (await all(page.request)).environments.uat[phase]!.blocks;
  expect(undone.map((block) => block.contentId)).toEqual(['cmp-title', 'cmp-new', 'cmp-same', 'cmp-uat-only']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('copying to prod asks first, and a target changed meanwhile is reported without writing', async ({ page }) => {
  await signInAs(page, 'siteeditor');
  const phase = await phaseInForce(page.request);
  await writePhase(page.request, 'prod', phase, [heading('cmp-title', 'Prod title', { subheading: TITLE_KEY })]);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Swag for everyone' })).toBeVisible();
  await page.keyboard.press('Insert');
  const compare = page.getByRole('toolbar', { name: 'Page editor' }).getByRole('group', { name: 'Compare environments' });
  await compare.getByRole('button', { name: 'Compare with PROD' }).click();
  const dialog = page.getByRole('dialog', { name: /^CONT compared with PROD/ });

  await dialog.getByRole('button', { name: 'Copy whole phase to PROD' }).click();
  const confirm = page.getByRole('dialog', { name: 'Write to PROD?' });
  await expect(confirm).toContainText('production site');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await all(page.request)).environments.prod[phase]!.blocks.map((block) => block.contentId)).toEqual(['cmp-title']);

  // Someone saves prod between the comparison and the copy: the copy is refused, prod keeps their work.
  const before = (await all(page.request)).environments.prod[phase]!.revision;
  await page.route('**/api/v1/content/digital-swag', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await writePhase(page.request, 'prod', phase, [heading('cmp-title', 'Saved by someone else')]);
    return route.continue();
  });
  await dialog.getByRole('button', { name: 'Copy whole phase to PROD' }).click();
  await page.getByRole('dialog', { name: 'Write to PROD?' }).getByRole('button', { name: 'Copy to PROD' }).click();
  await expect(dialog.getByRole('alert')).toContainText('PROD was changed by someone else in the meantime, so nothing was copied.');
  const after = (await all(page.request)).environments.prod[phase]!;
  expect(after.revision).toBe(before + 1);
  expect(after.blocks.map((block) => block.props.heading)).toEqual(['Saved by someone else']);
  await expect(dialog.locator('[data-compare-block="cmp-title"]').getByRole('row', { name: /props\.heading/ })).toContainText('Saved by someone else');
});
