import type { Browser } from 'playwright-core';

export interface BrowserLeaseOptions {
  launch(): Promise<Browser>;
  /** The browser closes once nobody used it for this long. */
  idleCloseMs: number;
}

/**
 * One browser, started by its first user and closed when idle: a QA run keeps it warm between captures, a quiet server
 * holds no Chromium at all. A browser that crashed or was closed is started again by the next user.
 */
export function createBrowserLease({ launch, idleCloseMs }: BrowserLeaseOptions) {
  let browser: Promise<Browser> | undefined;
  let users = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const shutDown = async () => {
    const current = browser;
    browser = undefined;
    await current?.then((running) => running.close(), () => undefined);
  };

  const start = () => {
    const starting = launch();
    starting.then(
      (running) => running.on('disconnected', () => {
        if (browser === starting) browser = undefined;
      }),
      () => {
        if (browser === starting) browser = undefined;
      },
    );
    return starting;
  };

  return {
    /** Runs `work` with the browser, starting it if none runs. */
    async use<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
      if (closed) throw new Error('The screenshotter is closed');
      clearTimeout(idleTimer);
      users += 1;
      try {
        browser ??= start();
        return await work(await browser);
      } finally {
        users -= 1;
        if (users === 0 && !closed) {
          idleTimer = setTimeout(() => void shutDown(), idleCloseMs);
          idleTimer.unref();
        }
      }
    },
    /** Whether a browser is running or starting (for tests and the runner's status). */
    get running(): boolean {
      return browser !== undefined;
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(idleTimer);
      await shutDown();
    },
  };
}
