import { expect, test } from '@playwright/test';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { blockChunkRequests, PRE_EVENT_HERO, scrollThroughPage, seriousViolations, signInAs } from './fixtures';

// Only the get-started page is written here, fresh before the tests.
const PAGE_ID = 'get-started';
const PAGE = `/en-us/${PAGE_ID}`;

const block = (component: string, contentId: string, props: Record<string, unknown>, parentId?: string): BlockInstance => ({
  component, contentId, key: contentId, props, ...(parentId ? { parentId } : {}),
});

const BLOCKS: BlockInstance[] = [
  block('section-heading', 'gs-heading', { heading: 'Get started', headingLevel: 2 }),
  block('drawer-actions', 'gs-actions', {}),
  block('expandable-drawer', 'gs-badge', { title: 'Where do I pick up my badge?', body: 'At the registration desk.' }),
  block('expandable-drawer', 'gs-wifi', { title: 'Is there Wi-Fi?', body: 'Join the Summit network.' }),
  block('tab-explorer', 'gs-tabs', { heading: 'Plan your days', tabs: [{ id: 'agenda', name: 'Agenda' }, { id: 'venue', name: 'Venue' }, { id: 'travel', name: 'Travel' }] }),
  block('section-heading', 'gs-tab-agenda', { heading: 'Keynotes at nine', headingLevel: 3 }, 'gs-tabs'),
  block('section-heading', 'gs-tab-venue', { heading: 'North hall, level 2', headingLevel: 3 }, 'gs-tabs'),
  block('section-heading', 'gs-tab-travel', { heading: 'Trains every ten minutes', headingLevel: 3 }, 'gs-tabs'),
  block('content-link', 'gs-link', { page: 'home', contentId: 'hero-registration' }),
];

const BLOCKS_UNDER_TEST = ['ContentLink', 'DrawerActions', 'ExpandableDrawer', 'TabExplorer'];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'contenteditor');
  const settings = (await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse;
  const all = (await (await page.request.get(`/api/v1/content/all/${PAGE_ID}`)).json()) as AllContentResponse;
  const current = all.environments.cont[settings.currentPhase];
  const save = await page.request.put(`/api/v1/content/${PAGE_ID}`, {
    data: { phase: settings.currentPhase, baseRevision: current?.revision ?? 0, force: true, blocks: BLOCKS },
  });
  expect(save.status()).toBe(200);
  await context.close();
});

test('the blocks’ code is fetched only by a page that shows them', async ({ page }) => {
  const fetched = blockChunkRequests(page);
  // The session catalogue page shows none of them (the home page now has drawers and a tab explorer).
  await page.goto('/en-us/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');
  for (const absent of BLOCKS_UNDER_TEST) expect(fetched).not.toContain(absent);

  await page.goto(PAGE);
  await expect(page.getByRole('tablist', { name: 'Plan your days' })).toBeVisible();
  await expect(page.locator('#gs-link').getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
  for (const present of BLOCKS_UNDER_TEST) expect(fetched).toContain(present);
});

test('an address names a tab; the arrow keys move along the tabs and the address follows', async ({ page }) => {
  await page.goto(`${PAGE}#gs-tabs&travel`);
  const travel = page.getByRole('tab', { name: 'Travel' });
  await expect(travel).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Trains every ten minutes' })).toBeVisible();

  await travel.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Venue' })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'North hall, level 2' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#gs-tabs&venue');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Agenda' })).toHaveAttribute('aria-selected', 'true');

  // Back leaves the page: choosing tabs added no history entries.
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(PAGE));
});

test('expand all opens every drawer, hands focus to collapse all, and the states survive a reload', async ({ page }) => {
  await page.goto(PAGE);
  const expand = page.getByRole('button', { name: 'Expand all' });
  const collapse = page.getByRole('button', { name: 'Collapse all' });
  const toggles = [page.getByRole('button', { name: 'Where do I pick up my badge?' }), page.getByRole('button', { name: 'Is there Wi-Fi?' })];
  await expect(toggles[1] ?? expand).toBeVisible();
  await expect(collapse).toBeDisabled();

  await expand.click();
  for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(expand).toBeDisabled();
  await expect(collapse).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'All sections expanded.' })).toBeAttached();

  await page.reload();
  for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(page.getByRole('button', { name: 'Expand all' })).toBeFocused();
  for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the page with these blocks has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('#gs-link').getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
  await page.getByRole('button', { name: 'Expand all' }).click();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
