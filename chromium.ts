/**
 * Debian's Chromium and the flags that work on this machine, for Playwright, the story tests (Vitest's browser mode)
 * and the benches. Playwright never downloads a browser here; `CHROMIUM_PATH` points at another binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
