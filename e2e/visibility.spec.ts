import { expect, test } from '@playwright/test';
import { homeBlockIds, LIVE_HERO, POST_EVENT_HERO, PRE_EVENT_HERO, seriousViolations, signInAs } from './fixtures';

test('a site editor sees the scope-gated block that anonymous visitors never receive', async ({ page }) => {
  expect(await homeBlockIds(page)).not.toContain('editor-notes');
  await page.goto('/en-us/code-of-conduct');
  await expect(page.getByRole('heading', { name: 'Editor notes' })).toHaveCount(0);

  // Sign in through the page, from a content page, at the local provider: sign-in returns to where the visitor was.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dev-idp\/interaction\//);
  await page.getByRole('button', { name: /Site editor \(administrator\)/ }).click();
  await expect(page).toHaveURL(/\/en-us\/code-of-conduct$/);
  await expect(page.getByRole('banner').getByText('Administrator', { exact: true })).toBeVisible();

  await page.goto('/en-us/home');
  await expect(page.getByRole('heading', { name: 'Editor notes' })).toBeVisible();
  expect(await homeBlockIds(page)).toContain('editor-notes');
});

test('a content editor finds the site-editor-only block in edit mode as a placeholder that opens nothing', async ({ page }) => {
  await signInAs(page, 'contenteditor');
  await page.goto('/en-us/home');
  await page.getByRole('button', { name: 'Edit page' }).click();
  const placeholder = page.getByRole('group', { name: 'editor-notes (content-block): only site editors can open this block' });
  await expect(placeholder.getByRole('note')).toHaveText('Only site editors can open this block');
  await placeholder.focus();
  await page.keyboard.press('Enter');
  await placeholder.click();
  await expect(page.getByRole('heading', { name: /^Settings of/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Editor notes' })).toHaveCount(0);
  expect(await seriousViolations(page, '[data-editor-block="editor-notes"]')).toEqual([]);
});

test('setting the testing date into the live phase changes the page', async ({ page }) => {
  await page.goto('/en-us/home');
  await expect(page.getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
  const switcher = page.getByRole('complementary', { name: 'Preview date' });
  await expect(switcher.getByText('Phase: Pre-event')).toBeVisible();
  await switcher.getByRole('button', { name: 'Expand' }).click();
  await switcher.getByRole('button', { name: 'Live', exact: true }).click();
  await expect(page.getByRole('heading', { name: LIVE_HERO })).toBeVisible();
  await expect(page.getByText('Happening now: keynote in Hall A.')).toBeVisible();
  await expect(page.getByRole('heading', { name: PRE_EVENT_HERO })).toHaveCount(0);
  // The testing date is kept across reloads until it is cleared.
  await page.reload();
  await expect(page.getByRole('heading', { name: LIVE_HERO })).toBeVisible();
  // The switcher stays expanded on this device.
  await expect(switcher.getByText('Phase: Live')).toBeVisible();
  await switcher.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('heading', { name: PRE_EVENT_HERO })).toBeVisible();
});

test('a testing date in the address moves the site to the post-event phase', async ({ page }) => {
  await page.goto('/en-us/home?testingDate=2027-03-20T10:00:00Z');
  await expect(page.getByRole('heading', { name: POST_EVENT_HERO })).toBeVisible();
  // The footer's survey invitation waits for the post-event phase (and the evaluation pages: showEvaluations).
  await expect(page.getByRole('contentinfo').getByText('post-event survey', { exact: false })).toBeVisible();
});

test('signed-in attendees no longer get the sign-in invitation of the live phase', async ({ page }) => {
  await page.goto('/en-us/home?testingDate=2027-03-10T10:00:00-08:00');
  await expect(page.getByRole('heading', { name: LIVE_HERO })).toBeVisible();
  const invite = page.locator('#sign-in-invite');
  await expect(invite).toBeVisible();
  await page.request.post('/api/v1/auth/dev-login', { data: { persona: 'attendee' } });
  await page.reload();
  await expect(page.getByRole('heading', { name: LIVE_HERO })).toBeVisible();
  await expect(invite).toHaveCount(0);
});
