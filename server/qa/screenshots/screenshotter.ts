import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../chromium';
import type { Environment } from '../../../src/engine';
import { QA_SCREENSHOT_WAIT_MS, QA_VIEWPORT_HEIGHT, type QaAttendeeType } from '../../../src/engine/lazy/qa';
import { createTurns } from '../../turns';
import { createBrowserLease } from './browser-lease';
import { lowPriorityLauncher } from './low-priority';
import { pngSize } from './png-size';
import type { Rect } from '../compare';
import type { RobotCookie } from './robot-session';
import { settlePage, trackQuietNetwork, type QuietNetwork } from './settle-page';

/** What dynamic regions are painted with, in every screenshot (and so in both images of a comparison). */
export const QA_MASK_COLOR = '#FF00FF';

/** How captures are taken, whichever thread takes them. */
export interface CaptureOptions {
  /** The site's own origin (`https://conf.example.com`): the only one pages are taken of or may fetch from. */
  siteOrigin: string;
  /** Default CHROMIUM_PATH (`/usr/bin/chromium`). */
  executablePath?: string;
  /** How many captures run at once; the others wait in order. Default 2. */
  pages?: number;
  /** Default QA_SCREENSHOT_WAIT_MS. */
  waitMs?: number;
  /** The browser closes after this long without a capture. Default 60 s. */
  idleCloseMs?: number;
  /** Bounds the navigation to the page. Default 30 s. */
  navigationTimeoutMs?: number;
  /** Bounds each wait for network quiet, images and fonts. Default 15 s. */
  settleTimeoutMs?: number;
}

export interface ScreenshotterOptions extends CaptureOptions {
  /** The auth cookie a robot of that type carries; null: none (an anonymous visitor). */
  signIn(attendeeType: QaAttendeeType): Promise<RobotCookie | null>;
  /** Ends what signIn started, after each capture. */
  signOut?(cookie: RobotCookie): Promise<void>;
}

export interface ScreenshotRequest {
  /** Absolute, of the site's origin: `{siteOrigin}/{lang}{path}?testingDate=…&env=…`. */
  url: string;
  /** The window width; the window is QA_VIEWPORT_HEIGHT high and the screenshot full-page. */
  width: number;
  attendeeType: QaAttendeeType;
  env: Environment;
  /** CSS selectors of regions that change by themselves: painted QA_MASK_COLOR. */
  dynamicSelectors: readonly string[];
}

export interface Screenshot {
  png: Buffer;
  width: number;
  height: number;
  /** Where the masked elements are in the image (page coordinates: one CSS pixel is one image pixel here). */
  masks: Rect[];
  /** When the capture got its turn and when it finished (ms since the epoch). */
  startedAt: number;
  finishedAt: number;
}

/** A capture as the browser's thread takes it: the robot's cookie (or none) comes with it. */
export type SignedInRequest = ScreenshotRequest & { cookie: RobotCookie | null };

export interface Screenshotter {
  /** Throws a readable error for a URL of another origin, a page that cannot be reached, or a failed capture. */
  capture(request: ScreenshotRequest): Promise<Screenshot>;
  /** Closes the browser; later captures are refused. */
  close(): Promise<void>;
}

const SECOND = 1000;
/**
 * Full-page screenshots stop this far down: Chromium draws no taller image, and the comparer's pixel limit (40 million)
 * holds at the widest breakpoint (1920 × 16384). A longer page is compared over its top.
 */
export const QA_MAX_SCREENSHOT_HEIGHT = 16_384;

function checkedUrl(url: string, origin: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Not a screenshot address: ${url}`);
  }
  if (parsed.origin !== origin) throw new Error(`Screenshots are taken of this site only (${origin}), not of ${parsed.origin}`);
  return parsed;
}

// `css=`: a selector is CSS and only CSS, whatever Playwright's other engines would make of it.
const maskLocator = (page: Page, selector: string) => page.locator(`css=${selector}`);

/** What went wrong in a sentence: Playwright's first line (its call log follows), after what was being done. */
async function readable<T>(doing: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new Error(`${doing}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}

/** Every element the selectors match, as boxes in page coordinates; hidden ones have none. */
async function maskBoxes(page: Page, selectors: readonly string[]): Promise<Rect[]> {
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  const elements = (await Promise.all(selectors.map((selector) => maskLocator(page, selector).all()))).flat();
  const boxes = await Promise.all(elements.map((element) => element.boundingBox()));
  return boxes.flatMap((box) => (box && box.width > 0 && box.height > 0 ? [{ ...box, x: box.x + scroll.x, y: box.y + scroll.y }] : []));
}

/**
 * Takes full-page screenshots of the site's own pages with one lazily started Chromium and a bounded pool of pages,
 * each capture in a context of its own (its window width, reduced motion, the robot's cookie, no other origin). Runs
 * in the screenshot thread (./thread.ts), so the browser's traffic and big images never pause the server's requests.
 */
export function createInThreadScreenshotter(options: CaptureOptions): { capture(request: SignedInRequest): Promise<Screenshot>; close(): Promise<void> } {
  const origin = new URL(options.siteOrigin).origin;
  const waitMs = options.waitMs ?? QA_SCREENSHOT_WAIT_MS;
  const navigationTimeoutMs = options.navigationTimeoutMs ?? 30 * SECOND;
  const settleTimeoutMs = options.settleTimeoutMs ?? 15 * SECOND;
  const inTurn = createTurns(options.pages ?? 2);
  let launcher: Promise<string> | undefined;
  const lease = createBrowserLease({
    launch: async () => chromium.launch({ executablePath: await (launcher ??= lowPriorityLauncher(options.executablePath ?? CHROMIUM_PATH)), args: CHROMIUM_ARGS }),
    idleCloseMs: options.idleCloseMs ?? 60 * SECOND,
  });

  async function prepareContext(context: BrowserContext, cookie: RobotCookie | null): Promise<void> {
    // A page of the site must not make the server's browser fetch anything elsewhere.
    await context.route('**/*', (route) => (new URL(route.request().url()).origin === origin ? route.fallback() : route.abort('blockedbyclient')));
    if (cookie) await context.addCookies([{ ...cookie, url: origin, httpOnly: true }]);
  }

  async function shoot(context: BrowserContext, url: URL, request: ScreenshotRequest, startedAt: number): Promise<Screenshot> {
    const page = await context.newPage();
    const quietNetwork = trackQuietNetwork(page);
    await readable(`Could not open ${url.href}`, page.goto(url.href, { waitUntil: 'load', timeout: navigationTimeoutMs }));
    return readable(`Could not take ${url.href} at ${request.width}px`, settleAndTake(page, request, quietNetwork, startedAt));
  }

  async function settleAndTake(page: Page, request: ScreenshotRequest, quietNetwork: QuietNetwork, startedAt: number): Promise<Screenshot> {
    await settlePage(page, { waitMs, settleTimeoutMs, quietNetwork });
    // A redirect is not a request `route` sees: a page that sent the browser elsewhere is not taken.
    const landed = new URL(page.url()).origin;
    if (landed !== origin) throw new Error(`The page left the site for ${landed}: only this site's pages are taken`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const png = await page.screenshot({
      fullPage: true,
      ...(height > QA_MAX_SCREENSHOT_HEIGHT && { clip: { x: 0, y: 0, width: request.width, height: QA_MAX_SCREENSHOT_HEIGHT } }),
      animations: 'disabled',
      caret: 'hide',
      mask: request.dynamicSelectors.map((selector) => maskLocator(page, selector)),
      maskColor: QA_MASK_COLOR,
    });
    const masks = await maskBoxes(page, request.dynamicSelectors);
    return { png, ...pngSize(png), masks, startedAt, finishedAt: Date.now() };
  }

  return {
    async capture(request) {
      const url = checkedUrl(request.url, origin);
      return inTurn(() =>
        lease.use(async (browser) => {
          const startedAt = Date.now();
          let context: BrowserContext | undefined;
          try {
            context = await browser.newContext({ viewport: { width: request.width, height: QA_VIEWPORT_HEIGHT }, reducedMotion: 'reduce', serviceWorkers: 'block' });
            await prepareContext(context, request.cookie);
            return await shoot(context, url, request, startedAt);
          } finally {
            await context?.close();
          }
        }),
      );
    },
    close: () => lease.close(),
  };
}
