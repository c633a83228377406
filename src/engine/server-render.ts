/**
 * The contract between the server and the built page renderer (src/entry-server.tsx, built to `dist-ssr/`): the
 * server cannot import the app (architecture.config.js), so it loads the built module at start and speaks through these types.
 */

/** One page for the renderer to draw. */
export interface ServerRenderRequest {
  /** The page's absolute URL, as the visitor asked for it. */
  url: string;
  /** Answers one of the app's API requests (`/api/v1/…`) exactly as the API would answer this visitor's browser. */
  api(url: string, init: RequestInit): Promise<Response>;
}

/** The drawn page, or nothing when the browser must draw it (a path without a language prefix, a redirect). */
export interface ServerRenderResult {
  /** Tags for the page's `<head>`: preloads of what the first screen shows. */
  head: string;
  /** The markup of the app's root element. */
  html: string;
  /** What the browser starts from, as the text of the `<script type="application/json">` named SERVER_STATE_ID. */
  state: string;
  /** The block types drawn on the first screen, whose code and styles the page should bring along. */
  firstScreenBlocks: string[];
  /** False when an answer the page asked for failed (that part waits for the browser): not a page to keep for others. */
  complete: boolean;
}

/** What the built renderer module exports. */
export interface ServerRenderer {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | undefined>;
}

/** The id of the element holding the state a server-rendered page starts from. */
export const SERVER_STATE_ID = 'server-state';

/** The id of the element the app draws into. */
export const APP_ROOT_ID = 'root';
