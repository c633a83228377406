import { expect, test, type Page } from '@playwright/test';

/** Errors the page logs, and the API requests it makes, from the first script on. */
function watch(page: Page) {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(new URL(request.url()).pathname);
  });
  return { errors, requests };
}

test('a page drawn by the server is taken over without an error and without asking again for what it was sent', async ({ page }) => {
  for (const path of ['/en-us/home', '/en-us/sessions', '/ja-jp/speakers']) {
    const seen = watch(page);
    const response = await page.goto(path);
    expect(await response?.text()).toContain('id="server-state"');
    await page.waitForLoadState('networkidle');
    expect(seen.errors, path).toEqual([]);
    expect(seen.requests.filter((request) => /\/(content|settings|pages|auth\/me)\b|\/search$|\/facet\//.test(request)), path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
});

test('a drawn page names in its head the code and styles of the lazily loaded blocks it shows first', async ({ page }) => {
  const head = (await (await page.request.get('/en-us/sessions')).text()).split('</head>')[0] ?? '';
  expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/catalogue-[\w-]+\.js">/);
  expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
});

test('a filter clicked as soon as the server-drawn catalogue has loaded works at once', async ({ page }) => {
  await page.goto('/en-us/sessions');
  const days = page.locator('.catalogue-days__day');
  const second = days.nth(1);
  const label = (await second.textContent()) ?? '';
  const searched = page.waitForRequest((request) => request.url().endsWith('/session/search') && request.method() === 'POST');
  await second.click();
  await searched;
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(days.first()).toHaveAttribute('aria-pressed', 'false');
  expect(label).toMatch(/\(\d+\)/);
});

test('what a visitor chose before the page was taken over still counts once it is', async ({ page }) => {
  // The app's code is held back until the visitor has chosen, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en-us/sessions', { waitUntil: 'commit' });
  const perPage = page.getByRole('combobox', { name: 'Per page' });
  await perPage.selectOption('24');
  const search = page.getByRole('combobox', { name: 'Search sessions' });
  await search.fill('security');
  release();

  await expect(page).toHaveURL(/pageSize=24/);
  await expect(page.getByRole('article')).toHaveCount(24);
  await expect(search).toHaveValue('security');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=security/);
  await expect(perPage).toHaveValue('24');
});

test('without JavaScript, a visitor still reads the sessions and follows their links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en-us/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  const first = page.locator('main a[href*="/en-us/sessions/"]').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/en-us\/sessions\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await context.close();
});
