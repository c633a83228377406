import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { frame, groupOrder, handle, openEditor, ROOT, rootOrder, storedBlocks } from './editor-test-page';
import { selectBlock } from './fixtures';

// Tall enough that the whole test page fits: a mouse drag here starts and ends on screen without auto-scrolling.
test.use({ viewport: { width: 1280, height: 1800 } });

/**
 * Picks a block up from its focused handle with Space or Enter. dnd-kit's keyboard sensor starts listening for the
 * arrow keys in a timer after the pick-up, so the test lets the page's pending timers run before it presses one: a
 * person is never that fast, and on a busy machine the first arrow could otherwise land before anyone listens.
 */
async function pickUp(page: Page, id: string, key: 'Space' | 'Enter' = 'Space') {
  await selectBlock(page, id);
  await handle(page, id).focus();
  await page.keyboard.press(key);
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(`Picked up ${id}.`);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/** Presses the mouse on a block's handle and moves it in steps to `y` (a fraction of the target frame's height). */
async function dragOver(page: Page, id: string, targetId: string, fraction: number) {
  await selectBlock(page, id);
  await handle(page, id).scrollIntoViewIfNeeded();
  const start = await handle(page, id).boundingBox();
  if (!start) throw new Error(`no handle for ${id}`);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // A few pixels first: the drag starts only after the activation distance.
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 3 });
  const target = await frame(page, targetId).boundingBox();
  if (!target) throw new Error(`no frame for ${targetId}`);
  await page.mouse.move(target.x + target.width / 2, target.y + target.height * fraction, { steps: 12 });
}

test('a block dragged with the mouse lands where the indicator showed, and one undo puts it back', async ({ page }) => {
  const bar = await openEditor(page);
  expect(await rootOrder(page)).toEqual(ROOT);

  await dragOver(page, 'outro', 'alpha', 0.1);
  await expect(frame(page, 'alpha').locator('.editor-drop--before')).toBeVisible();
  await expect(page.locator('.editor-drag-preview')).toContainText('outro');
  await expect(page.locator('.editor-drag-preview')).toContainText('content-block');
  // Nothing moves until the drop.
  expect(await rootOrder(page)).toEqual(ROOT);
  await page.mouse.up();

  await expect.poll(() => rootOrder(page)).toEqual(['intro', 'outro', 'alpha', 'beta', 'group-one', 'group-two']);
  await expect(page.locator('.editor-drop')).toHaveCount(0);
  await expect(bar.getByRole('status')).toContainText('Unsaved changes');

  // The whole drag is one undo step.
  await page.keyboard.press('Control+Z');
  await expect.poll(() => rootOrder(page)).toEqual(ROOT);
  await expect(bar.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => rootOrder(page)).toEqual(['intro', 'outro', 'alpha', 'beta', 'group-one', 'group-two']);
  await expect(bar.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('the mouse moves blocks between groups, and a group is never offered a place inside itself', async ({ page }) => {
  const bar = await openEditor(page);

  // From one group into the middle of another.
  await dragOver(page, 'two-a', 'one-b', 0.2);
  await expect(frame(page, 'one-b').locator('.editor-drop--before')).toBeVisible();
  await page.mouse.up();
  await expect.poll(() => groupOrder(page, 'group-one')).toEqual(['one-a', 'two-a', 'one-b']);
  await expect(frame(page, 'group-two')).not.toContainText('two-a');

  // Over its own nested block a group shows no indicator, and dropping there changes nothing.
  await dragOver(page, 'group-one', 'one-a', 0.5);
  await expect(frame(page, 'group-one').locator('.editor-drop--source')).toBeVisible();
  await expect(page.locator('.editor-drop:not(.editor-drop--source)')).toHaveCount(0);
  await page.mouse.up();
  expect(await rootOrder(page)).toEqual(ROOT);
  expect(await groupOrder(page, 'group-one')).toEqual(['one-a', 'two-a', 'one-b']);

  // Into the middle of an empty group, then out of it to the page root.
  await dragOver(page, 'outro', 'group-two', 0.5);
  await expect(frame(page, 'group-two').locator('.editor-drop--inside')).toBeVisible();
  await page.mouse.up();
  await expect.poll(() => groupOrder(page, 'group-two')).toEqual(['outro']);
  await dragOver(page, 'one-a', 'intro', 0.9);
  // "After intro" is the place before alpha: the indicator shows it once, at alpha's top.
  await expect(frame(page, 'alpha').locator('.editor-drop--before')).toBeVisible();
  await page.mouse.up();
  await expect.poll(() => rootOrder(page)).toEqual(['intro', 'one-a', 'alpha', 'beta', 'group-one', 'group-two']);

  // Three moves, three undo steps: the drop that changed nothing recorded none.
  for (let step = 0; step < 2; step += 1) await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(bar.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(bar.getByRole('button', { name: 'Undo' })).toBeDisabled();
  expect(await rootOrder(page)).toEqual(ROOT);
  expect(await groupOrder(page, 'group-one')).toEqual(['one-a', 'one-b']);
});

test('the keyboard picks a block up, moves it into a group, drops it, and the order is saved', async ({ page }) => {
  const bar = await openEditor(page);
  const live = page.locator('[id^="DndLiveRegion"]');

  // Escape puts the block back and records nothing.
  await pickUp(page, 'beta');
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText('beta will go before alpha.');
  await expect(frame(page, 'alpha').locator('.editor-drop--before')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(live).toHaveText('Moving beta was cancelled. It is back in its place.');
  expect(await rootOrder(page)).toEqual(ROOT);
  await expect(bar.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // alpha: down past beta, into group-one before one-a, then before one-b.
  await selectBlock(page, 'alpha');
  await expect(handle(page, 'alpha')).toHaveAttribute('aria-roledescription', 'draggable block');
  await pickUp(page, 'alpha');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('alpha will go before group-one.');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('alpha will go before one-a.');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('alpha will go before one-b.');
  await expect(frame(page, 'one-b').locator('.editor-drop--before')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(live).toHaveText('alpha was moved.');
  await expect.poll(() => groupOrder(page, 'group-one')).toEqual(['one-a', 'alpha', 'one-b']);
  expect(await rootOrder(page)).toEqual(['intro', 'beta', 'group-one', 'group-two', 'outro']);
  // Focus comes back to the handle, so the next move can follow at once.
  await expect(handle(page, 'alpha')).toBeFocused();

  // Enter works too: intro goes down one place.
  await pickUp(page, 'intro', 'Enter');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('intro will go before group-one.');
  await page.keyboard.press('Enter');
  await expect.poll(() => rootOrder(page)).toEqual(['beta', 'intro', 'group-one', 'group-two', 'outro']);

  const results = await new AxeBuilder({ page }).include('[data-editor-overlay]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(bar.getByRole('status')).toHaveText('All changes saved');
  const stored = await storedBlocks(page);
  expect(stored.filter((entry) => entry.parentId === undefined).map((entry) => entry.contentId)).toEqual(['beta', 'intro', 'group-one', 'group-two', 'outro']);
  expect(stored.filter((entry) => entry.parentId === 'group-one').map((entry) => entry.contentId)).toEqual(['one-a', 'alpha', 'one-b']);

  await page.reload();
  await expect(page.locator('[id="outro"]')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Page editor' })).toHaveCount(0);
  expect(await rootOrder(page)).toEqual(['beta', 'intro', 'group-one', 'group-two', 'outro']);
  expect(await groupOrder(page, 'group-one')).toEqual(['one-a', 'alpha', 'one-b']);
});
