import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { startServer } from './server-process';

export interface FirstLoadResult {
  page: string;
  scripts: number;
  gzipKiB: number;
  editorCode: string[];
}

/** Markers of editor-only code that must never reach an attendee's first download. */
const EDITOR_MARKERS = ['monaco', 'MonacoEnvironment', '@rjsf', 'ajv', 'dnd-kit', 'data-editor-overlay', 'fuse.js'];

/** Loads a page in Chromium as an anonymous visitor and sums the gzip size of every JavaScript file it fetched. */
export async function benchFirstLoad(port: number, path: string): Promise<FirstLoadResult> {
  const server = await startServer({ port, readyPath: '/api/v1/ping' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const bodies = [...scripts.values()];
    const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const text = bodies.map((body) => body.toString('utf8')).join('\n');
    return {
      page: path,
      scripts: bodies.length,
      gzipKiB: gzipBytes / 1024,
      editorCode: EDITOR_MARKERS.filter((marker) => text.includes(marker)),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
