import { expect, test, type Page } from '@playwright/test';
import type { AllContentResponse, BlockInstance } from '../src/engine';
import { selectBlock, seriousViolations, signInAs } from './fixtures';

/** The page the home page's blocks are pasted into (no other spec reads it). */
const TARGET = 'social-swag';

const blockTools = (page: Page) => page.getByRole('toolbar', { name: /^Tools for / });
const frame = (page: Page, id: string) => page.locator(`[data-editor-block="${id}"]`);

async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByRole('button', { name: /Content Editor/ }).waitFor();
  await page.keyboard.press('Insert');
  const bar = page.getByRole('toolbar', { name: 'Page editor' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');
  return bar;
}

async function storedPreEvent(page: Page, pageId: string): Promise<BlockInstance[]> {
  const all = (await (await page.request.get(`/api/v1/content/all/${pageId}`)).json()) as AllContentResponse;
  return all.environments.cont['pre-event']?.blocks ?? [];
}

test('the canvas shows tools only on the selected block; hovering a block outlines and names it', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await openEditor(page, '/en-us/home');
  await expect(blockTools(page)).toHaveCount(0);

  const heading = frame(page, 'why-attend-heading');
  await heading.hover();
  await expect(heading).toHaveCSS('outline-style', 'solid');
  expect(await heading.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"why-attend-heading"');
  await expect(blockTools(page)).toHaveCount(0);

  await heading.click();
  await expect(blockTools(page)).toHaveCount(1);
  await expect(page.getByRole('toolbar', { name: 'Tools for why-attend-heading (section-heading)' })).toBeVisible();

  await frame(page, 'early-bird').click();
  await expect(blockTools(page)).toHaveCount(1);
  await expect(page.getByRole('toolbar', { name: 'Tools for early-bird (content-banner)' })).toBeVisible();
});

test('keyboard: arrows move between blocks, Ctrl+D duplicates, Delete asks first, Ctrl+Z undoes', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  const bar = await openEditor(page, '/en-us/home');
  await selectBlock(page, 'why-attend');
  await page.keyboard.press('ArrowRight');
  await expect(frame(page, 'why-attend-learn')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(frame(page, 'why-attend-connect')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(frame(page, 'why-attend')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(frame(page, 'why-attend-heading')).toBeFocused();
  await expect(page.getByRole('toolbar', { name: 'Tools for why-attend-heading (section-heading)' })).toBeVisible();

  await page.keyboard.press('Control+D');
  await expect(frame(page, 'why-attend-heading-copy')).toBeFocused();
  await expect(bar.getByRole('status')).toHaveText('Unsaved changes: Pre-event');

  await page.keyboard.press('Delete');
  const confirm = page.getByRole('group', { name: 'Delete why-attend-heading-copy?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(frame(page, 'why-attend-heading-copy')).toHaveCount(0);
  await expect(bar.getByRole('status')).toHaveText('All changes saved');

  await page.keyboard.press('Control+Z');
  await expect(frame(page, 'why-attend-heading-copy')).toHaveCount(1);
  await page.keyboard.press('Control+Z');
  await expect(frame(page, 'why-attend-heading-copy')).toHaveCount(0);
  await expect(bar.getByRole('status')).toHaveText('All changes saved');

  // Keys typed in a field are the field's.
  await selectBlock(page, 'why-attend-heading');
  await page.getByRole('button', { name: 'Edit why-attend-heading', exact: true }).click();
  const field = page.getByRole('region', { name: 'Settings of why-attend-heading' }).getByRole('textbox').first();
  await field.click();
  await page.keyboard.press('Control+D');
  await page.keyboard.press('Delete');
  await expect(frame(page, 'why-attend-heading-copy')).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Delete why-attend-heading/ })).toHaveCount(0);
});

test('blocks copied on the home page (with what they hold) are pasted into another page and saved there', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await openEditor(page, '/en-us/home');
  await frame(page, 'why-attend-heading').click();
  // Shift with a click on the group's own frame (its blocks fill it, so the event goes to the frame itself).
  await frame(page, 'why-attend').dispatchEvent('mousedown', { shiftKey: true, bubbles: true });
  await expect(frame(page, 'why-attend-heading')).toHaveClass(/editor-block--picked/);
  await page.keyboard.press('Control+C');
  await expect(page.getByText('Blocks copied (2)')).toBeVisible();
  await page.getByRole('toolbar', { name: 'Page editor' }).getByRole('button', { name: 'Exit' }).click();

  const bar = await openEditor(page, `/en-us/${TARGET}`);
  const before = await storedPreEvent(page, TARGET);
  const last = before.filter((block) => block.parentId === undefined && !block.restricted).at(-1);
  // With nothing selected (a click on the page leaves focus nowhere) the copy goes at the end of the page.
  if (last) await selectBlock(page, last.contentId);
  else await page.getByText('This phase of the page has no blocks yet.').click();
  await page.keyboard.press('Control+V');
  await expect(frame(page, 'why-attend')).toBeVisible();
  await expect(frame(page, 'why-attend-learn')).toBeVisible();
  await expect(page.getByText(/Pasted: why-attend-heading, why-attend/)).toBeVisible();
  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');

  const stored = await storedPreEvent(page, TARGET);
  expect(stored.map((block) => block.contentId)).toEqual(expect.arrayContaining(['why-attend-heading', 'why-attend', 'why-attend-learn', 'why-attend-connect', 'why-attend-build']));
  expect(stored.find((block) => block.contentId === 'why-attend-learn')?.parentId).toBe('why-attend');
  await page.reload();
  await expect(page.locator('#why-attend-learn')).toBeVisible();

  // A second paste on the same page gets ids of its own.
  await page.keyboard.press('Insert');
  await expect(bar).toBeVisible();
  await selectBlock(page, 'why-attend');
  await page.keyboard.press('Control+V');
  await expect(frame(page, 'why-attend-copy')).toBeVisible();
  await expect(frame(page, 'why-attend-learn-copy')).toBeVisible();
});

for (const path of ['/en-us/home', '/en-us/get-help', '/en-us/code-of-conduct']) {
  test(`edit mode of ${path} has no serious axe violation, a dark block's tools included`, async ({ page }) => {
    await signInAs(page, 'contenteditor');
    await openEditor(page, path);
    const first = await page.locator('[data-editor-block]:visible').first().getAttribute('data-editor-block');
    if (first) await selectBlock(page, first);
    expect(await seriousViolations(page)).toEqual([]);
    if (path === '/en-us/home') {
      await selectBlock(page, 'hero-registration');
      expect(await seriousViolations(page, '[data-editor-block="hero-registration"] > .editor-block__toolbar')).toEqual([]);
    }
  });
}
