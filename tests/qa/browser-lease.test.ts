import { EventEmitter } from 'node:events';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBrowserLease } from '../../server/qa/screenshots/browser-lease';

/** A stand-in browser: what the lease uses of one (close, the disconnected event), and a log of its life. */
function fakeBrowsers() {
  const log: string[] = [];
  let launched = 0;
  const browsers: (EventEmitter & { crash(): void })[] = [];
  const launch = async () => {
    launched += 1;
    const id = launched;
    log.push(`launch ${id}`);
    const browser = Object.assign(new EventEmitter(), {
      close: async () => {
        log.push(`close ${id}`);
        browser.emit('disconnected');
      },
      crash: () => browser.emit('disconnected'),
    });
    browsers.push(browser);
    return browser as unknown as Browser;
  };
  return { log, launch, browsers };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the screenshotter’s browser', () => {
  it('starts with its first user, once for users who come together, and closes after the idle time', async () => {
    const { log, launch } = fakeBrowsers();
    const lease = createBrowserLease({ launch, idleCloseMs: 300 });
    expect(lease.running).toBe(false);
    await Promise.all([lease.use(() => sleep(20)), lease.use(() => sleep(30)), lease.use(async () => undefined)]);
    expect(log).toEqual(['launch 1']);
    await sleep(100);
    // A user within the idle time keeps the same browser, and the idle time starts again after it.
    await lease.use(async () => undefined);
    await sleep(200);
    expect(log).toEqual(['launch 1']);
    await sleep(200);
    expect(log).toEqual(['launch 1', 'close 1']);
    expect(lease.running).toBe(false);
    await lease.use(async () => undefined);
    expect(log).toEqual(['launch 1', 'close 1', 'launch 2']);
    await lease.close();
  });

  it('never closes while a user holds it', async () => {
    const { log, launch } = fakeBrowsers();
    const lease = createBrowserLease({ launch, idleCloseMs: 10 });
    await lease.use(() => sleep(60));
    expect(log).toEqual(['launch 1']);
    await lease.close();
  });

  it('starts a new browser after a crash, and refuses users once closed', async () => {
    const { log, launch, browsers } = fakeBrowsers();
    const lease = createBrowserLease({ launch, idleCloseMs: 60_000 });
    await lease.use(async () => undefined);
    browsers[0]?.crash();
    await lease.use(async () => undefined);
    expect(log).toEqual(['launch 1', 'launch 2']);
    await lease.close();
    expect(log).toEqual(['launch 1', 'launch 2', 'close 2']);
    await expect(lease.use(async () => undefined)).rejects.toThrow('The screenshotter is closed');
  });

  it('tries again after a launch that failed', async () => {
    let attempts = 0;
    const lease = createBrowserLease({
      launch: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('no chromium');
        return fakeBrowsers().launch();
      },
      idleCloseMs: 60_000,
    });
    await expect(lease.use(async () => 'shot')).rejects.toThrow('no chromium');
    await expect(lease.use(async () => 'shot')).resolves.toBe('shot');
    await lease.close();
  });
});
