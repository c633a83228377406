import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '../../src/engine';

/** The built page renderer's entry (vite.config.ts builds src/entry-server.tsx beside the client). */
export const RENDERER_ENTRY = 'entry-server.js';

/**
 * Loads the built page renderer from `dir`, if the build made one. The server imports the app only as this built
 * module, at run time: its own code never imports browser code (architecture.config.js).
 */
export async function loadRenderer(dir: string): Promise<ServerRenderer | undefined> {
  const entry = path.join(dir, RENDERER_ENTRY);
  const built = await stat(entry).then((info) => info.isFile(), () => false);
  return built ? ((await import(pathToFileURL(entry).href)) as ServerRenderer) : undefined;
}
