import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from '../src/engine';

/** Signs the browser context in as a dev persona (the same call the sign-in page makes). */
export async function signInAs(page: Page, persona: Role): Promise<void> {
  const response = await page.request.post('/api/v1/auth/dev-login', { data: { persona } });
  expect(response.status()).toBe(200);
}

/**
 * A site editor's API session with My schedule switched on for the spec; `restore` puts the flag back, clears the
 * server testing date the spec may have set (it moves the whole environment) and ends the session.
 */
export async function siteEditorWithSchedules(baseURL: string | undefined): Promise<{ admin: APIRequestContext; restore(): Promise<void> }> {
  const admin = await apiRequest.newContext({ baseURL });
  expect((await admin.post('/api/v1/auth/dev-login', { data: { persona: 'siteeditor' } })).status()).toBe(200);
  const settings = (await (await admin.get('/api/v1/siteeditor')).json()) as { settings: { name: string; value: unknown }[] };
  const mySchedule = settings.settings.find((setting) => setting.name === 'enableMySchedule')?.value ?? false;
  expect((await admin.post('/api/v1/siteeditor/setting/cont', { data: { changes: [{ name: 'enableMySchedule', value: true }] } })).status()).toBe(200);
  return {
    admin,
    async restore() {
      await admin.put('/api/v1/siteeditor/testing-date', { data: { testingDate: null } });
      await admin.post('/api/v1/siteeditor/setting/cont', { data: { changes: [{ name: 'enableMySchedule', value: mySchedule }] } });
      await admin.dispose();
    },
  };
}

/** Blocks of the home page as the content API sends them to this browser context. */
export async function homeBlockIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/content/home');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { blocks: { contentId: string }[] };
  return body.blocks.map((block) => block.contentId);
}

export const PRE_EVENT_HERO = 'Registration is open: save your seat';
export const LIVE_HERO = 'We’re live';
export const POST_EVENT_HERO = 'Thank you for joining';

/** Serious and critical axe violations inside `selector` (the whole page by default), one line each. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Scrolls to the end of the page, a part of a screen at a time, waiting at each step until the lazy blocks on the
 * screen have their code (src/app/renderer/lazy-block.tsx); resolves once no block waits for its code any more.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.block-loading')].every((placeholder) => placeholder.getBoundingClientRect().top > window.innerHeight),
    );
    const done = await page.evaluate(() => {
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      if (!atEnd) window.scrollBy(0, window.innerHeight * 0.75);
      return atEnd && !document.querySelector('.block-loading');
    });
    if (done) return;
  }
  throw new Error('the page kept growing: lazy blocks were still loading after 200 steps');
}

/** The lazily loaded block chunks (`/assets/{Component}-{hash}.js`) the page has requested so far, by component. */
export function blockChunkRequests(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([A-Z][A-Za-z]+)-[^/]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.add(match[1]);
  });
  return names;
}

/** Console errors and uncaught exceptions of the page, one line each. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * The archive site of past editions (https://archive.example.com/summit-{year}/), standing in for the real one (the
 * tests run without internet): each edition is a page headed "Summit {year}".
 */
export async function serveArchive(page: Page): Promise<void> {
  await page.route('https://archive.example.com/**', (route) => {
    const edition = /summit-(\d{4})/.exec(route.request().url())?.[1] ?? '';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Summit ${edition}</title></head><body><main><h1>Summit ${edition}</h1></main></body></html>`,
    });
  });
}

/**
 * Selects a block on the editor's canvas as the keyboard does (focusing its frame), which shows its tools: only the
 * selected block has them.
 */
export async function selectBlock(page: Page, contentId: string): Promise<void> {
  await page.locator(`[data-editor-block="${contentId}"]`).focus();
  await expect(page.getByRole('toolbar', { name: new RegExp(`^Tools for ${contentId} \\(`) })).toBeVisible();
}
