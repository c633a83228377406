import type { Page, Request } from 'playwright-core';

/** How long the network must stay quiet before the page counts as loaded. */
const QUIET_MS = 500;

/** Stops every animation at its end, every transition at once, and hides the text caret. */
const FREEZE_CSS = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;

// The functions below run in the page. The server runs under tsx, which keeps function names by wrapping named
// functions in a helper the page does not have: inside them, only anonymous functions.

/**
 * Resolves once no request of the page has been open for QUIET_MS, or after `timeoutMs` (a page polling forever
 * still gets its screenshot). Event streams never end and do not count.
 */
export function trackQuietNetwork(page: Page): (timeoutMs: number) => Promise<void> {
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
 * Scrolls through the page until every lazily drawn block (`.block-loading` until its code is in, src/app/renderer/
 * lazy-block.tsx) has been drawn, then back to the top: a full-page screenshot shows the page as a reader scrolled it.
 */
async function revealLazyBlocks(page: Page, timeoutMs: number): Promise<void> {
  await page.evaluate(async (timeout) => {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const loadingOnScreen = Array.from(document.querySelectorAll('.block-loading')).some(
        (placeholder) => placeholder.getClientRects().length > 0 && placeholder.getBoundingClientRect().top <= window.innerHeight,
      );
      if (!loadingOnScreen) {
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
        window.scrollBy(0, window.innerHeight * 0.75);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
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
  /** Bounds each wait for the network, the images and the fonts. */
  settleTimeoutMs: number;
  quietNetwork: (timeoutMs: number) => Promise<void>;
}

/** After `load`: network quiet, every block drawn, images and fonts in, frozen, and the spec's wait. */
export async function settlePage(page: Page, { waitMs, settleTimeoutMs, quietNetwork }: SettleOptions): Promise<void> {
  await quietNetwork(settleTimeoutMs);
  await revealLazyBlocks(page, settleTimeoutMs);
  await loadImagesAndFonts(page, settleTimeoutMs);
  // Blocks drawn and images in may have fetched more.
  await quietNetwork(settleTimeoutMs);
  await freeze(page);
  await page.waitForTimeout(waitMs);
}
