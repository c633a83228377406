import { expect, type Page } from '@playwright/test';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { signInAs } from './fixtures';

/** The page the editor's drag and drop and outline tests edit: only it, written fresh by each test. */
export const PAGE_ID = 'mobile-experience';
export const PAGE = `/en-us/${PAGE_ID}`;

export const text = (contentId: string, parentId?: string): BlockInstance => ({
  component: 'content-block',
  contentId,
  key: contentId,
  ...(parentId === undefined ? {} : { parentId }),
  props: { heading: `Block ${contentId}`, headingLevel: 3, html: `<p>Text of ${contentId}.</p>` },
});
export const group = (contentId: string): BlockInstance => ({
  component: 'component-group',
  contentId,
  key: contentId,
  props: { heading: `Group ${contentId}`, headingLevel: 2 },
});

/**
 * intro, alpha, beta
 * group-one: one-a, one-b
 * group-two: two-a
 * outro
 */
export const BLOCKS: BlockInstance[] = [
  text('intro'),
  text('alpha'),
  text('beta'),
  group('group-one'),
  text('one-a', 'group-one'),
  text('one-b', 'group-one'),
  group('group-two'),
  text('two-a', 'group-two'),
  text('outro'),
];
export const ROOT = ['intro', 'alpha', 'beta', 'group-one', 'group-two', 'outro'];

export async function currentPhase(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse).currentPhase;
}

export async function storedBlocks(page: Page): Promise<BlockInstance[]> {
  const all = (await (await page.request.get(`/api/v1/content/all/${PAGE_ID}`)).json()) as AllContentResponse;
  return all.environments.cont[await currentPhase(page)]?.blocks ?? [];
}

export async function writePage(page: Page, blocks: readonly BlockInstance[] = BLOCKS) {
  const all = (await (await page.request.get(`/api/v1/content/all/${PAGE_ID}`)).json()) as AllContentResponse;
  const phase = await currentPhase(page);
  const response = await page.request.put(`/api/v1/content/${PAGE_ID}`, {
    data: { phase, baseRevision: all.environments.cont[phase]?.revision ?? 0, force: true, blocks },
  });
  expect(response.status()).toBe(200);
}

/** Ids of the page's root blocks in the order they are drawn. */
export async function rootOrder(page: Page): Promise<string[]> {
  return page.locator('main .page-blocks').first().locator(':scope > .block').evaluateAll((blocks) => blocks.map((block) => block.id));
}

/** Ids of a group's blocks in the order they are drawn. */
export async function groupOrder(page: Page, groupId: string): Promise<string[]> {
  return page
    .locator(`[id="${groupId}"] .component-group__items`)
    .first()
    .locator(':scope > .block')
    .evaluateAll((blocks) => blocks.map((block) => block.id));
}

export async function openEditor(page: Page, blocks: readonly BlockInstance[] = BLOCKS) {
  await signInAs(page, 'contenteditor');
  await writePage(page, blocks);
  await page.goto(PAGE);
  await expect(page.locator('[id="intro"]')).toBeVisible();
  await page.keyboard.press('Insert');
  const bar = page.getByRole('toolbar', { name: 'Page editor' });
  await expect(bar).toBeVisible();
  await expect(page.locator('[data-editor-block="intro"]')).toBeVisible();
  return bar;
}


export const handle = (page: Page, id: string) => page.getByRole('button', { name: `Drag ${id}`, exact: true });
export const frame = (page: Page, id: string) => page.locator(`[data-editor-block="${id}"]`);
