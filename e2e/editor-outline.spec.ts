import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BLOCKS, frame, groupOrder, openEditor, ROOT, rootOrder, storedBlocks, text } from './editor-test-page';

// outro needs a feature flag no site has: the outline says why it is hidden.
const GATED = BLOCKS.map((entry) => (entry.contentId === 'outro' ? { ...entry, permissions: { requiresFeature: 'no-such-feature' } } : entry));

async function openOutline(page: Page) {
  const bar = await openEditor(page, GATED);
  await bar.getByRole('button', { name: 'Outline' }).click();
  const tree = page.getByRole('tree', { name: 'Blocks of the page' });
  await expect(tree).toBeVisible();
  return { bar, tree };
}

const row = (page: Page, id: string) => page.locator(`[role="treeitem"][data-outline-block="${id}"]`);
const status = (page: Page) => page.locator('.editor-outline [role="status"]');

test.describe('in a window shorter than the page', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the outline shows the block tree with why blocks are hidden, and selection follows between it and the canvas', async ({ page }) => {
    const { tree } = await openOutline(page);
    await expect(tree.getByRole('treeitem')).toHaveCount(BLOCKS.length);
    await expect(row(page, 'group-one')).toHaveAttribute('aria-level', '1');
    await expect(row(page, 'group-one')).toHaveAttribute('aria-expanded', 'true');
    await expect(row(page, 'one-b')).toHaveAttribute('aria-level', '2');
    await expect(row(page, 'one-b')).toHaveAttribute('aria-posinset', '2');
    await expect(row(page, 'one-b')).toHaveAttribute('aria-setsize', '2');
    await expect(row(page, 'outro')).toContainText('Hidden');
    await expect(row(page, 'outro')).toContainText('Feature: no-such-feature');
    await expect(row(page, 'intro')).not.toContainText('Hidden');

    // A click selects the block and brings it into view on the canvas.
    await row(page, 'outro').click();
    await expect(row(page, 'outro')).toHaveAttribute('aria-selected', 'true');
    await expect(frame(page, 'outro')).toHaveClass(/editor-block--selected/);
    await expect(frame(page, 'outro')).toBeInViewport();

    // Selecting on the canvas (the keyboard's way: focus into the block's frame) marks the row.
    await frame(page, 'alpha').evaluate((element) => (element.matches('[tabindex]') ? element : element.querySelector<HTMLElement>('button'))?.focus());
    await expect(frame(page, 'alpha')).toHaveClass(/editor-block--selected/);
    await expect(row(page, 'alpha')).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, 'outro')).toHaveAttribute('aria-selected', 'false');

    // A collapsed group hides its rows.
    await row(page, 'group-one').locator('.editor-outline__toggle').click();
    await expect(row(page, 'group-one')).toHaveAttribute('aria-expanded', 'false');
    await expect(row(page, 'one-a')).toHaveCount(0);

    // The whole page in edit mode with the outline open: outline, bar and the canvas with a hidden block on it.
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('on a page long enough to be drawn in parts, selecting a far block in the outline brings it onto the canvas', async ({ page }) => {
    const many = [text('intro'), ...Array.from({ length: 398 }, (_, i) => text(`block-${i + 1}`)), text('outro')];
    const bar = await openEditor(page, many);
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: 'Outline' }).click();
    const tree = page.getByRole('tree', { name: 'Blocks of the page' });
    // Only the rows in view are drawn.
    await expect(row(page, 'intro')).toBeVisible();
    expect(await tree.getByRole('treeitem').count()).toBeLessThan(100);
    await tree.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(row(page, 'outro')).toHaveAttribute('aria-selected', 'true');
    await expect(frame(page, 'outro')).toBeInViewport();
  });
});

test.describe('in a window as tall as the page', () => {
  // The whole test page fits: a mouse drag starts and ends on screen without auto-scrolling.
  test.use({ viewport: { width: 1280, height: 1800 } });

  test('the keyboard reorders and nests blocks in the outline, and the new order is saved', async ({ page }) => {
    const { bar, tree } = await openOutline(page);
    await tree.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect(tree).toHaveAttribute('aria-activedescendant', (await row(page, 'alpha').getAttribute('id')) ?? '');

    await page.keyboard.press('Alt+ArrowDown');
    await expect(status(page)).toHaveText('alpha is now number 3 of 6 on the page.');
    await expect.poll(() => rootOrder(page)).toEqual(['intro', 'beta', 'alpha', 'group-one', 'group-two', 'outro']);

    await page.keyboard.press('End');
    await page.keyboard.press('Alt+ArrowRight');
    await expect(status(page)).toHaveText('outro is now number 2 of 2 in group-two.');
    await page.keyboard.press('Alt+ArrowUp');
    await expect(status(page)).toHaveText('outro is now number 1 of 2 in group-two.');
    await expect.poll(() => groupOrder(page, 'group-two')).toEqual(['outro', 'two-a']);
    await expect(row(page, 'outro')).toHaveAttribute('aria-level', '2');

    // A block cannot go into one that takes no blocks.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Alt+ArrowRight');
    await expect(status(page)).toHaveText('beta cannot move that way.');

    await page.keyboard.press('Enter');
    await expect(row(page, 'beta')).toHaveAttribute('aria-selected', 'true');
    await expect(tree).toBeFocused();

    await bar.getByRole('button', { name: 'Save' }).click();
    await expect(bar.getByRole('status')).toHaveText('All changes saved');
    const stored = await storedBlocks(page);
    expect(stored.filter((entry) => entry.parentId === undefined).map((entry) => entry.contentId)).toEqual(['intro', 'beta', 'alpha', 'group-one', 'group-two']);
    expect(stored.filter((entry) => entry.parentId === 'group-two').map((entry) => entry.contentId)).toEqual(['outro', 'two-a']);
  });

  test('a block type dragged from the palette is added where it is dropped, on the canvas or in the outline', async ({ page }) => {
    const { bar } = await openOutline(page);
    await page.getByText('Blocks to add').click();
    const type = page.locator('.editor-outline__type[data-block-type="content-block"]');

    const dragTo = async (target: { x: number; y: number; width: number; height: number } | null, fraction: number) => {
      const start = await type.boundingBox();
      if (!start || !target) throw new Error('nothing to drag from or to');
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
      await page.mouse.down();
      await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
      await page.mouse.move(target.x + target.width / 2, target.y + target.height * fraction, { steps: 12 });
    };

    // Onto the canvas, before beta.
    await dragTo(await frame(page, 'beta').boundingBox(), 0.1);
    await expect(frame(page, 'beta').locator('.editor-drop--before')).toBeVisible();
    await expect(page.locator('.editor-drag-preview')).toContainText('New block');
    await page.mouse.up();
    await expect.poll(() => rootOrder(page)).toEqual(['intro', 'alpha', 'content-block-1', ...ROOT.slice(2)]);
    await expect(row(page, 'content-block-1')).toHaveAttribute('aria-selected', 'true');

    // Onto the outline, before one-a in group-one.
    await dragTo(await row(page, 'one-a').boundingBox(), 0.2);
    await expect(row(page, 'one-a').locator('.editor-drop--before')).toBeVisible();
    await page.mouse.up();
    await expect.poll(() => groupOrder(page, 'group-one')).toEqual(['content-block-2', 'one-a', 'one-b']);

    // Each drop is one undo step.
    await page.keyboard.press('Control+Z');
    await expect.poll(() => groupOrder(page, 'group-one')).toEqual(['one-a', 'one-b']);
    await expect(bar.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  test('an outline row dragged with the mouse moves its block, and focus stays in the outline', async ({ page }) => {
    const { tree } = await openOutline(page);
    const from = await row(page, 'outro').boundingBox();
    const to = await row(page, 'alpha').boundingBox();
    if (!from || !to) throw new Error('rows not drawn');
    await page.mouse.move(from.x + 40, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(to.x + 40, to.y + to.height * 0.2, { steps: 12 });
    await expect(row(page, 'alpha').locator('.editor-drop--before')).toBeVisible();
    await expect(frame(page, 'alpha').locator('.editor-drop--before')).toBeVisible();
    await page.mouse.up();
    await expect.poll(() => rootOrder(page)).toEqual(['intro', 'outro', 'alpha', 'beta', 'group-one', 'group-two']);
    await expect(tree).toBeFocused();
  });

  test('pressing a palette type opens the add-block dialog with that type chosen', async ({ page }) => {
    await openOutline(page);
    await page.getByText('Blocks to add').click();
    await page.locator('.editor-outline__type[data-block-type="content-block"]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a block' });
    await expect(dialog.getByLabel('New block ID')).toHaveValue('content-block-1');
    await expect(dialog.getByLabel('New block ID')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(row(page, 'content-block-1')).toHaveAttribute('aria-selected', 'true');
  });
});
