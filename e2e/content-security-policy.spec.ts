import { expect, test, type Page } from '@playwright/test';
import { homeBlockIds, selectBlock, signInAs } from './fixtures';

declare global {
  interface Window {
    cspViolations?: string[];
    injected?: number;
  }
}

/** Records every report of the page's Content Security Policy, from the first script on (CDP scripts are exempt). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

test('a visitor’s pages run under a strict policy and break none of it', async ({ page }) => {
  await recordViolations(page);
  const response = await page.goto('/en-us/home');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = directive(policy, 'script-src');
  // The page every anonymous visitor is sent runs the site's own files only; a nonce shared by all would be no secret.
  expect(scripts).toMatch(/^script-src 'self'/);
  expect(scripts).not.toContain("'nonce-");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).toContain('https://chat.example.com');
  expect(directive(policy, 'frame-src')).toContain('https://embed.bsky.app');
  await expect(page.getByRole('main')).toBeVisible();

  // Lazily loaded screens and blocks come in under the page's policy too.
  await page.goto('/en-us/sessions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.block-loading')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('a signed-in visitor’s pages run under a nonce of their own and break none of it', async ({ page }) => {
  await recordViolations(page);
  await signInAs(page, 'attendee');
  const response = await page.goto('/en-us/sessions');
  const scripts = directive(response?.headers()['content-security-policy'] ?? '', 'script-src');
  expect(scripts).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{22}=='/);
  expect(scripts).not.toContain("'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.block-loading')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('a script or handler put into the page is refused by the browser', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/en-us');
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example.com/steal.js';
    document.head.append(script);
    document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.injected = 1">');
    const inline = document.createElement('script');
    inline.textContent = 'window.injected = 2';
    document.head.append(inline);
  });
  await expect.poll(() => violations(page)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^script-src-elem https:\/\/evil\.example\.com\/steal\.js/), expect.stringMatching(/^script-src-attr/), expect.stringMatching(/^script-src-elem inline/)]),
  );
  expect(await page.evaluate(() => window.injected)).toBeUndefined();
});

test('an editor’s page lets the editor’s forms compile, and nothing breaks the policy while editing', async ({ page }) => {
  await recordViolations(page);
  await signInAs(page, 'contenteditor');
  const response = await page.goto('/en-us');
  expect(directive(response?.headers()['content-security-policy'] ?? '', 'script-src')).toContain("'unsafe-eval'");
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Insert');
  await expect(page.getByRole('toolbar', { name: 'Page editor' })).toBeVisible();
  const [first] = await homeBlockIds(page);
  if (first) await selectBlock(page, first);
  await page.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
  await expect(page.getByRole('region', { name: `Settings of ${first}` })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
