import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerRenderResult } from '../../src/engine';
import { notFound } from '../http/errors';
import { withHead } from '../html/head-tags';
import { newNonce, pageSecurityPolicy, type PagePolicyOptions } from '../html/page-policy';
import type { PageDescription } from '../static/page-description';
import type { AnonymousPage, AnonymousPageCache } from './anonymous-pages';
import { createBlockAssetTags } from './block-assets';
import { bodyIn, compressingStream, encodedBodies, preferredEncoding } from './encodings';
import { pageParts } from './page-parts';

// What a shared cache may keep and must ask again about each time (the ETag answers 304 while nothing changed).
const ANONYMOUS_REVALIDATE = 'public, no-cache';
// A signed-in visitor's page holds a nonce of its own and what only they may see: no shared cache may keep it.
const PERSONAL_REVALIDATE = 'private, no-cache';

// Folders of files only: a miss there is a 404, not a page (glyphs are served by static/glyph-routes.ts).
const FILE_PREFIXES = ['/assets/', '/glyphs/'];

export interface PageAnswerOptions {
  distDir: string;
  /** What the page's Content Security Policy allows for this request, but its nonce. */
  policy(request: FastifyRequest): Promise<Omit<PagePolicyOptions, 'nonce'>>;
  /** The status and head of the page at the request's path (static/page-description.ts); 200 and the build's head when not given. */
  describe?: ((request: FastifyRequest) => Promise<PageDescription>) | undefined;
  /** Draws the page's body for the request's visitor (./renderer.ts); without it the browser draws every page. */
  render?: ((request: FastifyRequest) => Promise<ServerRenderResult | undefined>) | undefined;
  anonymousPages: AnonymousPageCache;
}


const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an `If-None-Match` names the tag (it may list several; compared weakly, as RFC 9110 asks for it). */
const matchesTag = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));

// An editor's link with a testing date or another environment is drawn by the browser for that editor.
const DRAWN_BY_BROWSER = /[?&](?:testingDate|env)=/;
/** How long a page's drawing may take before the page goes out without its body, for the browser to draw. */
const DRAW_DEADLINE_MS = 3_000;
/** Drawings under way at once on this node: beyond, pages go out for the browser to draw, keeping the thread for answers. */
const MAX_DRAWINGS = 8;

const deadline = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms, undefined).unref());

/** A page's answer before its body is drawn: its status, policy, and the built index.html with its head. */
interface Prepared {
  status: number;
  policy: string;
  html: string;
}

/**
 * Sends `first` at once, compressed as the browser asks, then the rest: the browser fetches the page's styles and
 * scripts meanwhile. The rest is drawn only once the first part is on its way: drawing holds the thread that hands
 * the compressor's output over.
 */
function streamed(request: FastifyRequest, reply: FastifyReply, first: string, rest: () => Promise<string>): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const page = encoding === 'identity' ? new PassThrough() : compressingStream(encoding);
  page.write(first, () =>
    setImmediate(() =>
      rest().then(
        (text) => page.end(text),
        (error: unknown) => page.destroy(error instanceof Error ? error : new Error(String(error))),
      ),
    ),
  );
  reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page);
}

/**
 * Every path that is not a file or an API route is a page of the app: index.html with the page's status and head, and
 * its body drawn on the server. The head goes out at once, the body once drawn. An anonymous visitor's page is the same
 * for everyone: once drawn, it is cached until a write or a live event, with the drawn blocks' styles and scripts named
 * in its head, compressed once, answered with an ETag (304 while unchanged) and a policy without a nonce. A signed-in
 * visitor's page has a nonce of its own and is kept by nobody.
 */
export function createPageAnswers({ distDir, policy, describe, render, anonymousPages }: PageAnswerOptions) {
  let template: Promise<string> | undefined;
  // Read once; a failed read (a build under way) is tried again by the next request.
  const templateOf = () =>
    (template ??= readFile(path.join(distDir, 'index.html'), 'utf8')).catch(() => {
      template = undefined;
      return undefined;
    });
  const plain: PageDescription = { status: 200 };
  const blockAssetTags = createBlockAssetTags(distDir);

  let drawings = 0;
  /**
   * The page's body drawn for the request, or none for the browser to draw: a page the server cannot draw (in time, or
   * now) is still a page, as it was before pages were drawn here. A refusal or a missing page is drawn by the browser too.
   * `keep` is false for a page that is not what it should be (drawn without an answer it asked for, or not drawn when
   * it should have been): it is sent to those who waited for it, and drawn again for the next.
   */
  const drawn = async (request: FastifyRequest, status: number): Promise<{ body?: ServerRenderResult | undefined; keep: boolean }> => {
    if (!render || status >= 400 || DRAWN_BY_BROWSER.test(request.url)) return { keep: true };
    if (drawings >= MAX_DRAWINGS) return { keep: false };
    drawings += 1;
    try {
      const body = await Promise.race([render(request), deadline(DRAW_DEADLINE_MS)]);
      return { body, keep: body?.complete ?? false };
    } catch (error) {
      request.log.error({ err: error }, 'server rendering');
      return { keep: false };
    } finally {
      drawings -= 1;
    }
  };

  async function prepare(request: FastifyRequest, html: string, nonce?: string): Promise<Prepared> {
    const [pagePolicy, { status, head }] = await Promise.all([policy(request), describe?.(request) ?? plain]);
    return { status, policy: pageSecurityPolicy({ nonce, ...pagePolicy }), html: head ? withHead(html, head) : html };
  }

  async function finished({ status, policy: pagePolicy, html }: Prepared, body: ServerRenderResult | undefined): Promise<AnonymousPage> {
    const headTags = body ? `${body.head}${await blockAssetTags(body.firstScreenBlocks)}` : '';
    const parts = pageParts(html, undefined, headTags);
    const page = `${parts.beforeBody}${parts.body(body)}`;
    const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
    return { status, bodies: await encodedBodies(page), etag, policy: pagePolicy };
  }

  const html = (reply: FastifyReply, { status, policy: pagePolicy }: Pick<Prepared, 'status' | 'policy'>, cacheControl: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).header('content-security-policy', pagePolicy);

  async function personalPage(request: FastifyRequest, reply: FastifyReply, template: string): Promise<unknown> {
    const nonce = newNonce();
    const prepared = await prepare(request, template, nonce);
    const parts = pageParts(prepared.html, nonce);
    return streamed(request, html(reply, prepared, PERSONAL_REVALIDATE), parts.beforeBody, () =>
      drawn(request, prepared.status).then(({ body }) => parts.body(body)),
    );
  }

  async function anonymousPage(request: FastifyRequest, reply: FastifyReply, template: string): Promise<unknown> {
    let drawing: { prepared: Promise<Prepared>; body: Promise<ServerRenderResult | undefined>; start(): void } | undefined;
    const page = anonymousPages.of(request.url, () => {
      let start = () => undefined as void;
      const started = new Promise<void>((resolve) => (start = resolve));
      const prepared = prepare(request, template);
      const drawnPage = Promise.all([prepared, started]).then(([{ status }]) => drawn(request, status));
      void drawnPage.then(({ keep }) => keep || anonymousPages.forget(request.url));
      drawing = { prepared, body: drawnPage.then(({ body }) => body), start };
      return Promise.all([prepared, drawing.body]).then(([ready, body]) => finished(ready, body));
    });
    if (drawing) {
      // The first to ask is sent the page as it is drawn; those after are sent it whole, from the cache.
      const { prepared, body, start } = drawing;
      const parts = pageParts((await prepared).html, undefined);
      return streamed(request, html(reply, await prepared, ANONYMOUS_REVALIDATE), parts.beforeBody, () => (start(), body.then(parts.body)));
    }
    const cached = await page;
    html(reply, cached, ANONYMOUS_REVALIDATE).header('etag', cached.etag).header('vary', 'accept-encoding');
    if (matchesTag(request.headers['if-none-match'], cached.etag)) return reply.status(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bodyIn(cached.bodies, encoding));
  }

  return {
    async answer(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
      if (FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) throw notFound(`No file ${request.url}`);
      const template = await templateOf();
      if (template === undefined) throw notFound(`Route ${request.method}:${request.url} not found`);
      return request.user ? personalPage(request, reply, template) : anonymousPage(request, reply, template);
    },
  };
}
