import { expect, test, type Page } from '@playwright/test';
import { PRE_EVENT_HERO, signInAs } from './fixtures';

/** Content as it might arrive from an older schema version: a navigation block whose links are not a list. */
async function serveHomeWithBrokenBlock(page: Page): Promise<void> {
  await page.route('**/api/v1/content/home*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { blocks: unknown[] };
    body.blocks.splice(2, 0, { component: 'navigation', contentId: 'broken-nav', key: 'broken-nav', props: { links: 42 } });
    await route.fulfill({ response, json: body });
  });
}

const NOTE = 'Component "navigation" (id broken-nav) failed to render';

/** Reached within the app, the home page's content is fetched by the browser (asked for directly, the server draws it). */
async function openHomeWithinTheApp(page: Page): Promise<void> {
  await page.goto('/en-us/code-of-conduct');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
}

test('a block that throws shows editors a note naming it, and the rest of the page renders', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await serveHomeWithBrokenBlock(page);
  await openHomeWithinTheApp(page);
  await expect(page.getByText(NOTE)).toBeVisible();
  await expect(page.getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why attend' })).toBeVisible();
});

test('visitors see the page without the broken block and without any note', async ({ page }) => {
  await serveHomeWithBrokenBlock(page);
  // tests/api/server-rendering.test.ts covers a block that throws on the server.
  await openHomeWithinTheApp(page);
  await expect(page.getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why attend' })).toBeVisible();
  await expect(page.getByText(NOTE)).toHaveCount(0);
});
