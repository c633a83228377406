import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../html/head-tags';

/** What the build wrote for each lazily loaded block type: its scripts and stylesheets beyond the first download (vite.config.ts). */
type BlockAssets = Record<string, { js: string[]; css: string[] } | undefined>;

/**
 * The head tags that bring along the code and styles of the blocks a page draws first: its stylesheets, so the drawn
 * blocks show styled at once (not when the app has started and asked for them), and its scripts as module preloads,
 * so the browser can take the page over sooner. None for a build without the list.
 */
export function createBlockAssetTags(distDir: string): (blocks: readonly string[]) => Promise<string> {
  let assets: Promise<BlockAssets> | undefined;
  const read = () =>
    (assets ??= readFile(path.join(distDir, 'block-assets.json'), 'utf8').then(
      (text) => JSON.parse(text) as BlockAssets,
      (): BlockAssets => ({}),
    ));
  return async (blocks) => {
    const known = await read();
    const needed = blocks.flatMap((block) => known[block] ?? []);
    const css = [...new Set(needed.flatMap((block) => block.css))].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`);
    const js = [...new Set(needed.flatMap((block) => block.js))].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
    return [...css, ...js].join('');
  };
}
