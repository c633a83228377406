/**
 * The outline panel on a generated 2,000-block page, in Chromium drawing frames as soon as they are ready (see
 * FRAMES_WHEN_READY in editor-ui.ts): opening it, a keystroke in a settings field with it open (the outline must not
 * add to the editor's keystroke), moving the active row, and a keyboard move of a block, each until painted.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FRAMES_WHEN_READY, measureKeystrokes, openEditor, seedBenchPage, settleWhen, takeProbe, takeSettled } from './editor-ui';
import { startServer } from './server-process';
import { p95 } from './stats';

export interface EditorOutlineBench {
  blocks: number;
  /** Click on "Outline" until its tree is painted (its chunk loaded once before). */
  openMs: number;
  keystrokeP95Ms: number;
  keystrokeToCanvasP95Ms: number;
  /** An arrow key in the tree until the next row is painted active. */
  arrowP95Ms: number;
  /** Alt+Arrow in the tree until the moved block is painted in its new place on the canvas. */
  keyboardMoveP95Ms: number;
}

const TREE = '[role="tree"]';

export async function benchEditorOutline(port: number, blockCount = 2000): Promise<EditorOutlineBench> {
  const server = await startServer({ port, readyPath: '/api/v1/ping', nodeEnv: 'test' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FRAMES_WHEN_READY] });
  try {
    await seedBenchPage(browser, server.url, blockCount);
    const { page } = await openEditor(browser, server.url);
    const toggle = page.getByRole('toolbar', { name: 'Page editor' }).getByRole('button', { name: 'Outline', exact: true });

    // The first opening loads the panel's chunk; the figure is for opening it again.
    await toggle.click();
    await page.locator(TREE).waitFor();
    await toggle.click();
    await page.locator(TREE).waitFor({ state: 'detached' });
    const opened = performance.now();
    await toggle.click();
    await page.locator(`${TREE} [role="treeitem"]`).first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const openMs = performance.now() - opened;

    const keystrokes = await measureKeystrokes(page, 'block-1006', 100);
    await page.keyboard.press('Escape');

    // Rows are numbered in document order: block-1005 is the root block after group block-1000 and its four.
    await page.locator(`${TREE} [data-outline-block="block-1005"]`).click();
    await page.locator(TREE).focus();
    await takeProbe(page, 'keydown');
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press(i % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
      await page.waitForTimeout(20);
    }
    const arrows = await takeProbe(page, 'keydown');

    // block-1005 swaps places with block-1006 and back: each key until the canvas shows the new order.
    const order = `(() => { const a = document.getElementById('block-1005'), b = document.getElementById('block-1006'); return a && b ? a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? 'a-first' : 'b-first' : null; })()`;
    await page.evaluate(`window.__atEvent.keydown = () => ${order}`);
    await settleWhen(page, 'keydown', `(before) => ${order} !== before`);
    await takeSettled(page, 'keydown');
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press(i % 2 === 0 ? 'Alt+ArrowDown' : 'Alt+ArrowUp');
      await page.waitForTimeout(60);
    }
    const moves = await takeSettled(page, 'keydown');
    await settleWhen(page, 'keydown', null);

    return {
      blocks: blockCount,
      openMs,
      keystrokeP95Ms: p95(keystrokes.field),
      keystrokeToCanvasP95Ms: p95(keystrokes.canvas),
      arrowP95Ms: p95(arrows),
      keyboardMoveP95Ms: p95(moves),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
