import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { AllContentResponse, BlockInstance, SettingsResponse } from '../src/engine';
import { pageErrors, selectBlock, seriousViolations, signInAs } from './fixtures';

// Only the confidentiality page is edited here, written fresh before each test.
const PAGE_ID = 'confidentiality';
const SUBJECT = 'qa-subject';
const BLOCKS: BlockInstance[] = [
  { component: 'section-heading', contentId: 'qa-heading', key: 'qa-heading', props: { heading: 'Confidentiality', headingLevel: 1 } },
  {
    component: 'content-block',
    contentId: SUBJECT,
    key: SUBJECT,
    props: { heading: 'What we keep to ourselves', headingLevel: 2, html: '<p>Your answers are seen by the organisers only.</p>' },
  },
];

async function writePage(page: Page): Promise<void> {
  const { currentPhase } = (await (await page.request.get('/api/v1/settings')).json()) as SettingsResponse;
  const all = (await (await page.request.get(`/api/v1/content/all/${PAGE_ID}`)).json()) as AllContentResponse;
  const save = await page.request.put(`/api/v1/content/${PAGE_ID}`, {
    data: { env: 'cont', phase: currentPhase, baseRevision: all.environments.cont[currentPhase]?.revision ?? 0, force: true, blocks: BLOCKS },
  });
  expect(save.status()).toBe(200);
}

/** Requests for the check's own chunk (the panel with html-to-image and pixelmatch), counted from now on. */
function panelChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/block-qa-panel-[^/]+\.js$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Edit mode on the page as a site editor, with the subject block selected. */
async function selectSubject(page: Page): Promise<void> {
  await signInAs(page, 'siteeditor');
  await writePage(page);
  await page.goto(`/en-us/${PAGE_ID}`);
  await expect(page.getByRole('heading', { level: 2, name: 'What we keep to ourselves' })).toBeVisible();
  await page.keyboard.press('Insert');
  await selectBlock(page, SUBJECT);
}

/** …and its design check opened. */
async function openCheck(page: Page): Promise<Locator> {
  await selectSubject(page);
  await page.getByRole('button', { name: `Check ${SUBJECT} against its design` }).click();
  const panel = page.getByRole('dialog', { name: `Design check of ${SUBJECT}` });
  await expect(panel).toBeFocused();
  return panel;
}

const verdict = (panel: Locator) => panel.getByRole('status').filter({ hasText: /^Difference / });
const percentageOf = async (panel: Locator) => Number(/^Difference ([\d.]+) %/.exec((await verdict(panel).textContent()) ?? '')?.[1]);

/** The registered design's image with its left half painted magenta: visibly not the block. */
async function defacedDesign(page: Page, panel: Locator): Promise<Buffer> {
  const designUrl = await panel.getByRole('img', { name: `Design of ${SUBJECT}` }).getAttribute('src');
  const response = await page.request.get(designUrl ?? '');
  expect(response.status()).toBe(200);
  const image = PNG.sync.read(await response.body());
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width / 2; x += 1) image.data.set([255, 0, 255, 255], (y * image.width + x) * 4);
  }
  return PNG.sync.write(image);
}

test('a site editor makes the block its own design, compares it (no difference), then compares it with a defaced design', async ({ page }) => {
  const errors = pageErrors(page);
  const chunks = panelChunkRequests(page);
  await selectSubject(page);
  // Edit mode with the block's tools showing has not fetched the check's code.
  expect(chunks).toEqual([]);
  await page.getByRole('button', { name: `Check ${SUBJECT} against its design` }).click();
  const panel = page.getByRole('dialog', { name: `Design check of ${SUBJECT}` });
  await expect(panel).toBeFocused();
  expect(chunks).toHaveLength(1);
  await expect(panel.getByText('No design is registered for this block here yet.')).toBeVisible();
  // While checked, the block is drawn as visitors see it: no tools inside it.
  await expect(page.getByRole('toolbar', { name: new RegExp(`^Tools for ${SUBJECT} `) })).toBeHidden();

  await panel.getByRole('button', { name: 'Use the block as drawn now as the design' }).click();
  const block = page.locator(`#${SUBJECT}`);
  const box = await block.boundingBox();
  expect(box).not.toBeNull();
  await expect(panel.getByText(`Design: ${Math.round(box!.width)} × ${Math.round(box!.height)} px, uploaded by Sid Siteeditor.`)).toBeVisible();

  await panel.getByRole('button', { name: 'Compare with the design' }).click();
  await expect(verdict(panel)).toHaveText('Difference 0 %: low, passed (threshold 1 %).');
  const overlay = block.locator('[data-qa-overlay]');
  await expect(overlay).toBeVisible();
  const overlayBox = await overlay.boundingBox();
  expect(overlayBox).toMatchObject({ x: box!.x, y: box!.y });

  await panel.getByLabel('Upload a design image (PNG, JPEG or GIF)').setInputFiles({ name: 'defaced.png', mimeType: 'image/png', buffer: await defacedDesign(page, panel) });
  await expect(panel.getByRole('button', { name: 'Compare with the design' })).toBeEnabled();
  await expect(overlay).toHaveCount(0);
  await panel.getByRole('button', { name: 'Compare with the design' }).click();
  await expect(verdict(panel)).toHaveText(/^Difference [\d.]+ %: (medium|high), failed \(threshold 1 %\)\.$/);
  expect(await percentageOf(panel)).toBeGreaterThan(20);
  await expect(overlay).toBeVisible();
  // The difference lies over the block, from its top-left corner, at its size.
  const defacedBox = await overlay.boundingBox();
  expect(defacedBox).toMatchObject({ x: box!.x, y: box!.y, width: Math.round(box!.width), height: Math.round(box!.height) });

  await panel.getByRole('button', { name: 'Hide the difference' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Hide the difference' })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: 'Hide the difference' }).click();
  await expect(overlay).toBeVisible();

  expect(await seriousViolations(page, '.qa-check')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a refused upload says why in the panel', async ({ page }) => {
  const panel = await openCheck(page);
  await panel.getByLabel('Upload a design image (PNG, JPEG or GIF)').setInputFiles({ name: 'design.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(panel.getByRole('alert')).toHaveText(/^The design was not saved: .+/);
});

test('the check is used with the keyboard alone', async ({ page }) => {
  const panel = await openCheck(page);
  const tool = page.getByRole('button', { name: `Check ${SUBJECT} against its design` });
  await expect(panel.getByText(/^(Design: |No design)/)).toBeVisible();
  const useCurrent = panel.getByRole('button', { name: 'Use the block as drawn now as the design' });
  const compare = panel.getByRole('button', { name: 'Compare with the design' });

  // Tab order: close, file picker, "use the block", compare.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Close the design check' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Upload a design image (PNG, JPEG or GIF)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(useCurrent).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText(/^Design: \d+ × \d+ px/)).toBeVisible();
  await expect(useCurrent).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(compare).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(verdict(panel)).toHaveText('Difference 0 %: low, passed (threshold 1 %).');

  const opacity = panel.getByLabel('Opacity of the difference');
  const overlay = page.locator(`#${SUBJECT} [data-qa-overlay]`);
  await page.keyboard.press('Tab');
  await expect(opacity).toBeFocused();
  await page.keyboard.press('Home');
  await expect(overlay).toHaveCSS('opacity', '0');
  await page.keyboard.press('End');
  await expect(overlay).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Hide the difference' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(overlay).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(tool).toBeFocused();
});

test('a visitor downloads none of the check', async ({ page }) => {
  const chunks = panelChunkRequests(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(`/en-us/${PAGE_ID}`);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  // Strings of html-to-image and of pixelmatch that survive minification.
  const downloaded = (await Promise.all(scripts)).join('\n');
  expect(downloaded).not.toContain('Error inlining remote css file');
  expect(downloaded).not.toContain('diffColorAlt');
});
