import { expect, test, type Page } from '@playwright/test';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { selectBlock, signInAs } from './fixtures';

// Only the blog page is edited here: other specs share the database.
const PAGE = 'blog';

const BLOCKS: BlockInstance[] = [
  { contentId: 'blog-intro', key: 'blog-intro', component: 'section-heading', props: { heading: 'Blog intro', headingLevel: 1 } },
  { contentId: 'blog-news', key: 'blog-news', component: 'content-block', props: { heading: 'Latest news', headingLevel: 2, html: '<p>News of the week.</p>' } },
];

async function allContent(page: Page): Promise<AllContentResponse> {
  return (await (await page.request.get(`/api/v1/content/all/${PAGE}`)).json()) as AllContentResponse;
}

const idsIn = (all: AllContentResponse, phase: string) => (all.environments.cont[phase]?.blocks ?? []).map((block) => block.contentId);

/** Pre-event holds the two blocks, the later phases nothing. */
async function writePhases(page: Page, phases: readonly string[]) {
  const all = await allContent(page);
  for (const phase of phases) {
    const blocks = phase === phases[0] ? BLOCKS : [];
    const response = await page.request.put(`/api/v1/content/${PAGE}`, {
      data: { phase, baseRevision: all.environments.cont[phase]?.revision ?? 0, force: true, blocks },
    });
    expect(response.ok()).toBe(true);
  }
}

test('a content editor assigns a block to the live phase, saves, and after a reload the live phase has it', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  const settings = (await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse;
  const phases = settings.phases.map((phase) => phase.id);
  expect(phases).toEqual(['pre-event', 'live', 'post-event']);
  await writePhases(page, phases);

  await page.goto(`/en-us/${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog intro' })).toBeVisible();
  await page.keyboard.press('Insert');
  await selectBlock(page, 'blog-news');
  await page.getByRole('button', { name: 'Phases of blog-news', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /blog-news/ });
  const group = dialog.getByRole('group', { name: 'Show this block in' });
  await expect(group.getByRole('checkbox', { name: 'Pre-event' })).toBeChecked();
  await expect(group.getByRole('checkbox', { name: 'Live' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await group.getByRole('checkbox', { name: 'Live' }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  const saved = await allContent(page);
  expect(idsIn(saved, 'pre-event')).toEqual(['blog-intro', 'blog-news']);
  expect(idsIn(saved, 'live')).toEqual(['blog-news']);
  expect(idsIn(saved, 'post-event')).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog intro' })).toBeVisible();
  await page.keyboard.press('Insert');
  await page.getByLabel('Phase in view').selectOption({ label: 'Live' });
  await expect(page.locator('[data-editor-block="blog-news"]')).toBeVisible();
  await expect(page.locator('[data-editor-block="blog-intro"]')).toHaveCount(0);
});

test('push to next phase copies the page to the next phase, and says so when there is none', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await writePhases(page, ['pre-event', 'live', 'post-event']);
  await page.goto(`/en-us/${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog intro' })).toBeVisible();
  await page.keyboard.press('Insert');
  await expect(page.locator('[data-editor-block="blog-intro"]')).toBeVisible();
  await page.getByRole('button', { name: 'Push to next phase' }).click();
  await expect(page.getByText('Page content pushed to next phase successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Page saved')).toBeVisible();
  expect(idsIn(await allContent(page), 'live')).toEqual(['blog-intro', 'blog-news']);

  await page.getByLabel('Phase in view').selectOption({ label: 'Post-event' });
  await page.getByRole('button', { name: 'Push to next phase' }).click();
  await expect(page.getByText('No next phase to push this page to or no blocks available on the current page.')).toBeVisible();
});

test('copy block ID puts the id on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'contenteditor');
  await writePhases(page, ['pre-event', 'live', 'post-event']);
  await page.goto(`/en-us/${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog intro' })).toBeVisible();
  await page.keyboard.press('Insert');
  await selectBlock(page, 'blog-news');
  await page.getByRole('button', { name: 'Copy the ID of blog-news', exact: true }).click();
  await expect(page.getByText('Block ID blog-news copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('blog-news');
});
