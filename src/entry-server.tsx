import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { apiRequest, setApiTransport, type ApiTransport } from './api/client';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { setServerOrigin } from './app/routing/site-origin';
import { serialiseServerState } from './app/server-state';
import { appRegistry } from './app-registry';
import { languageTag, redirectFor, splitLocalePath, type ServerRenderRequest, type ServerRenderResult } from './engine';
import { serverI18n, type Texts } from './i18n/setup';
import { TEXT_NAMESPACE } from './i18n/reload-texts';
import { fetchFirstScreenAnswers, serverQueryClient } from './app/server-rendering/first-screen-answers';
import { firstScreenBlockTypes } from './app/server-rendering/first-screen-code';

/** How long a page's render may wait for its lazily loaded blocks' code before it sends what it has. */
const RENDER_TIMEOUT_MS = 5_000;

const visitors = new AsyncLocalStorage<ApiTransport>();
// Each render's requests are answered for its own visitor, however many renders are under way.
setApiTransport((url, init) => {
  const api = visitors.getStore();
  if (!api) return Promise.reject(new Error(`${url} was asked for outside a page's render`));
  return api(url, init);
});

// The browser's loader (a language's texts, a testing date from the link) has nothing to do here: the server chose the
// language and the answers already, and a link with a testing date is drawn by the browser.
const handler = createStaticHandler(appRoutes);
const noLoaders = { dataStrategy: async ({ matches }: { matches: readonly { route: { id: string } }[] }) => Object.fromEntries(matches.map(({ route }) => [route.id, { type: 'data' as const, result: null }])) };

/** Sends the markup once every block of the first screen is drawn (their code loaded), and never waits forever. */
function markupOf(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Every boundary in place, however large: nothing is sent until all is drawn, so no script has to move parts into place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A block that throws is sent empty, and the browser draws it (src/app/renderer/block-wrapper.tsx).
      onError: (error) => console.error('A block failed to render on the server', error),
    });
    setTimeout(() => stream.abort(new Error('The page took too long to render')), RENDER_TIMEOUT_MS).unref();
  });
}

/** The tags React hoists (page-meta's title and meta tags, image preloads) lead the markup when it draws no `<html>`. */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)*/;

/**
 * Splits the hoisted tags off the markup: preloads belong in the head; titles and meta tags are the server's to write
 * there already (server/static/page-head.ts), from the same page-meta block, and the app writes its own as it starts.
 */
function withHoistedTags(markup: string): { head: string; html: string } {
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  return { head: hoisted.match(/<link\b[^>]*>/g)?.join('') ?? '', html: markup.slice(hoisted.length) };
}

/** Draws the page to see what it asks for, waiting for the code of its lazily loaded blocks (whose queries follow). */
async function drawForQueries(node: ReactNode): Promise<void> {
  // A block that throws here is drawn once more for the page itself, and reported then.
  const { prelude } = await prerenderToNodeStream(node, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), onError: () => undefined });
  prelude.resume();
}

function page(queryClient: QueryClient, texts: ReturnType<typeof serverI18n>, router: ReactNode): ReactNode {
  return (
    <I18nextProvider i18n={texts}>
      <App queryClient={queryClient} registry={appRegistry}>
        {router}
      </App>
    </I18nextProvider>
  );
}

/**
 * Draws a page as its visitor would first see it: the shell, and the blocks of the first screen with the answers they
 * ask for, fetched here through the API's own routes for this visitor, so nobody is sent a block or a text they may not see.
 */
export async function renderPage({ url, api }: ServerRenderRequest): Promise<ServerRenderResult | undefined> {
  const address = new URL(url);
  const { locale } = splitLocalePath(address.pathname);
  // A path the browser sends elsewhere (no language prefix, an alias one, a bare prefix) is left to its router.
  if (!locale || redirectFor(address.pathname, locale)) return undefined;
  setServerOrigin(address.origin);
  return visitors.run(api, async () => {
    const [texts, context] = await Promise.all([
      apiRequest<Texts>(`/translation/${languageTag(locale)}/${TEXT_NAMESPACE}`),
      handler.query(new Request(url), noLoaders),
    ]);
    if (context instanceof Response) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = serverQueryClient();
    const draw = () => page(queryClient, serverI18n(locale, texts), <StaticRouterProvider router={router} context={context} hydrate={false} />);
    const complete = await fetchFirstScreenAnswers(queryClient, () => drawForQueries(draw()));
    const { head, html } = withHoistedTags(await markupOf(draw()));
    const queries = dehydrate(queryClient);
    return { head, html, state: serialiseServerState({ locale, texts, queries }), firstScreenBlocks: firstScreenBlockTypes(queries), complete };
  });
}
