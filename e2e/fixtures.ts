import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Role } from '../src/engine';

/** Signs the browser context in as a dev persona (the same call the sign-in page makes). */
export async function signInAs(page: Page, persona: Role): Promise<void> {
  const response = await page.request.post('/api/v1/auth/dev-login', { data: { persona } });
  expect(response.status()).toBe(200);
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
