import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerRenderer, ServerRenderResult } from '../../src/engine';
import { inProcessApi } from './in-process-api';

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

// A path of the site: one slash, then no second one or backslash (`//host/…` and `/\host/…` name another host).
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Draws a request's page with the renderer: at the site's public address whatever the request's Host says, its
 * answers fetched in-process for this visitor. A request target that is no path of the site is not drawn.
 */
export function pageRendering(renderer: ServerRenderer, { app, publicUrl }: { app: FastifyInstance; publicUrl: string }) {
  const origin = new URL(publicUrl).origin;
  return async (request: FastifyRequest): Promise<ServerRenderResult | undefined> =>
    SITE_PATH.test(request.url) ? renderer.renderPage({ url: `${origin}${request.url}`, api: inProcessApi(app, request) }) : undefined;
}
