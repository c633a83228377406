import type { Page, Request } from 'playwright-core';

/** The tallest window the settling opens (a page beyond it is scrolled through the rest of the way). */
const TALLEST_WINDOW = 16_384;

/** How long the network must stay quiet before the page counts as loaded. */
const QUIET_MS = 500;

/** Stops every animation at its end, every transition at once, and hides the text caret. */
const FREEZE_CSS = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;

// The functions below run in the page. The server runs under tsx, which keeps function names by wrapping named
// functions in a helper the page does not have: inside them, only anonymous functions.

export type QuietNetwork = (timeoutMs: number) => Promise<void>;

/**
 * Resolves once no request of the page has been open for QUIET_MS, or after `timeoutMs` (a page polling forever
 * still gets its screenshot). Event streams never end and do not count.
 */
export function trackQuietNetwork(page: Page): QuietNetwork {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    open.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async (timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (open.size === 0 && Date.now() - lastChange >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * Waits until the app has drawn the page: its root holds something and no loading indicator (`.loading`: the app's
 * and the page's while their code, settings or content load) is left. A busy machine can be quiet on the network
 * while the app still boots.
 */
async function appDrawn(page: Page, timeoutMs: number): Promise<void> {
  await page
    .waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.querySelector('.loading'), null, { timeout: Math.max(1, timeoutMs), polling: 50 })
    .catch(() => undefined);
}

/**
 * Scrolls through the page, waiting at each screen for the lazily drawn blocks there (`.block-loading` until their
 * code is in, src/app/renderer/lazy-block.tsx), then back to the top: a full-page screenshot shows the page as a
 * reader scrolled it. Answers how many placeholders are still waiting (the time ran out) and how high the page is.
 */
async function revealLazyBlocks(page: Page, timeoutMs: number): Promise<{ waiting: number; height: number }> {
  return page.evaluate(async (timeout) => {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const onScreen = Array.from(document.querySelectorAll('.block-loading')).some(
        (placeholder) => placeholder.getClientRects().length > 0 && placeholder.getBoundingClientRect().top <= window.innerHeight,
      );
      if (!onScreen) {
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
        window.scrollBy(0, window.innerHeight * 0.75);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    const waiting = Array.from(document.querySelectorAll('.block-loading')).filter((placeholder) => placeholder.getClientRects().length > 0).length;
    return { waiting, height: document.documentElement.scrollHeight };
  }, timeoutMs);
}

/** Loads every image now (lazy ones too) and waits for all of them, loaded or broken, and for the fonts. */
async function loadImagesAndFonts(page: Page, timeoutMs: number): Promise<void> {
  await page.evaluate(async (timeout) => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    const pending = Array.from(document.images)
      .filter((image) => !image.complete)
      .map((image) => new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }));
    await Promise.race([Promise.all([document.fonts.ready, ...pending]), new Promise((resolve) => setTimeout(resolve, timeout))]);
  }, timeoutMs);
}

/** Animations, transitions, caret and videos stopped: two screenshots of one page differ only where it changed. */
async function freeze(page: Page): Promise<void> {
  await page.addStyleTag({ content: FREEZE_CSS });
  await page.evaluate(() => {
    for (const video of Array.from(document.querySelectorAll('video'))) {
      video.autoplay = false;
      video.pause();
      video.currentTime = 0;
    }
    window.scrollTo(0, 0);
  });
}

export interface SettleOptions {
  /** Waits after everything loaded (spec 3 §9: 2 s). */
  waitMs: number;
  /** Bounds the settling: the waits for the network, the blocks, the images and the fonts together. */
  settleTimeoutMs: number;
  quietNetwork: QuietNetwork;
}

/** After `load`: network quiet, every block drawn, images and fonts in, frozen, and the spec's wait. */
export async function settlePage(page: Page, { waitMs, settleTimeoutMs, quietNetwork }: SettleOptions): Promise<void> {
  const deadline = Date.now() + settleTimeoutMs;
  const left = () => Math.max(0, deadline - Date.now());
  // Content drawn during a pass (lazy blocks, a query answered late) changes the page's height or brings placeholders of
  // its own: scroll through again until a pass finds nothing new.
  const viewport = page.viewportSize();
  while (left() > 0) {
    await appDrawn(page, left());
    await quietNetwork(left());
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    // A window as tall as the page brings every lazily drawn block into view at once, instead of a scroll per screen.
    if (viewport) await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(before, viewport.height), TALLEST_WINDOW) });
    const { waiting, height } = await revealLazyBlocks(page, left());
    if (waiting === 0 && height === before) break;
  }
  await loadImagesAndFonts(page, left());
  // Back to the spec's window (content sized to the window lays out again), then images that were lazy may fetch more.
  if (viewport) await page.setViewportSize(viewport);
  await quietNetwork(left());
  await freeze(page);
  await page.waitForTimeout(waitMs);
}
