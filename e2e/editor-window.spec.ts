import { expect, test, type Page } from '@playwright/test';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { selectBlock, seriousViolations, signInAs } from './fixtures';

// Only the executive-connections page is edited here: a page large enough for the editor to window its canvas.
const PAGE_ID = 'executive-connections';
const COUNT = 400;

const blocks: BlockInstance[] = Array.from({ length: COUNT }, (_, index) => ({
  component: 'content-block',
  contentId: `row-${index}`,
  key: `row-${index}`,
  props: { heading: `Row ${index}`, headingLevel: 3, html: `<p>Text of row ${index}.</p>` },
}));

async function writeLargePage(page: Page) {
  const phase = ((await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse).currentPhase;
  const all = (await (await page.request.get(`/api/v1/content/all/${PAGE_ID}`)).json()) as AllContentResponse;
  const response = await page.request.put(`/api/v1/content/${PAGE_ID}`, {
    data: { phase, baseRevision: all.environments.cont[phase]?.revision ?? 0, force: true, blocks },
  });
  expect(response.status()).toBe(200);
}

const frame = (page: Page, id: string) => page.locator(`[data-editor-block="${id}"]`);

test('a large page is edited in windows: blocks far away are drawn when scrolled to, and stay editable', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await writeLargePage(page);
  await page.goto(`/en-us/${PAGE_ID}`);
  await expect(page.locator('#row-399')).toBeAttached();
  await page.keyboard.press('Insert');

  await expect(frame(page, 'row-0')).toBeVisible();
  // Far below the fold: not drawn yet, its place kept by an empty box of about its height.
  await expect(frame(page, 'row-399')).toHaveCount(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(COUNT * 60);

  await page.keyboard.press('End');
  await expect(frame(page, 'row-399')).toBeVisible();
  await expect(frame(page, 'row-0')).toHaveCount(0);

  await selectBlock(page, 'row-399');
  await page.getByRole('button', { name: 'Edit row-399', exact: true }).click();
  const heading = page.getByRole('region', { name: 'Settings of row-399' }).getByRole('textbox', { name: 'Heading', exact: true });
  await heading.fill('Last row, edited');
  await expect(frame(page, 'row-399').getByRole('heading', { name: 'Last row, edited' })).toBeVisible();

  // Back at the top the first rows are drawn again, the edited one is kept in the store.
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(frame(page, 'row-0')).toBeVisible();
  await selectBlock(page, 'row-1');
  await page.getByRole('button', { name: 'Delete row-1', exact: true }).click();
  await page.getByRole('group', { name: 'Delete row-1?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(frame(page, 'row-1')).toHaveCount(0);
  await expect(frame(page, 'row-2')).toBeVisible();

  expect(await seriousViolations(page, '[data-editor-overlay]')).toEqual([]);
});

test('keyboard focus keeps its block drawn while the page scrolls away from it', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await writeLargePage(page);
  await page.goto(`/en-us/${PAGE_ID}`);
  await expect(page.locator('#row-399')).toBeAttached();
  await page.keyboard.press('Insert');
  await selectBlock(page, 'row-2');
  await page.getByRole('button', { name: 'Edit row-2', exact: true }).focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(frame(page, 'row-399')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit row-2', exact: true })).toBeFocused();
});
