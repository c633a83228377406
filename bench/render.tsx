import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';

export interface RenderResult {
  rendererMs: number;
  plainMs: number;
  ratio: number;
}

/** The real demo home page (pre-event, cont), repeated with fresh ids until it holds `count` blocks. */
function demoPage(count: number) {
  const source = JSON.parse(readFileSync('pages-content/cont/home.json', 'utf8')) as {
    phases: Record<string, { contentId: string; key: string; parentId?: string; component: string; props: Record<string, unknown> }[]>;
  };
  const template = source.phases['pre-event'] ?? [];
  const blocks: typeof template = [];
  for (let copy = 0; blocks.length < count; copy += 1) {
    for (const block of template) {
      if (blocks.length === count) break;
      const id = `${block.contentId}-${copy}`;
      blocks.push({ ...block, contentId: id, key: id, parentId: block.parentId ? `${block.parentId}-${copy}` : undefined, permissions: undefined } as never);
    }
  }
  return blocks;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * renderToString of a page through the real PageRenderer + BlockWrapper against a plain recursive map of the same
 * block components with the same props and providers, alternating runs so warm-up and noise hit both alike.
 */
export async function benchRender(options: { blocks: number; rounds: number }): Promise<RenderResult> {
  // Rich text is sanitised with DOMPurify, which needs a real DOM implementation during server rendering.
  const dom = new JSDOM('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });

  const { renderToString } = await import('react-dom/server');
  const { I18nextProvider } = await import('react-i18next');
  const { createBlockI18n } = await import('../storybook/block-i18n');
  const { demoPageContext } = await import('../storybook/demo-page-context');
  const { PageContext } = await import('../src/app/page-context');
  const { PageRenderer } = await import('../src/app/renderer/page-renderer');
  const { RegistryContext } = await import('../src/app/renderer/registry-context');
  const { appRegistry } = await import('../src/app-registry');
  const { indexBlocks } = await import('../src/engine');

  const blocks = demoPage(options.blocks);
  const i18n = createBlockI18n();
  const context = demoPageContext();

  const Providers = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RegistryContext.Provider value={appRegistry}>
        <PageContext.Provider value={context}>{children}</PageContext.Provider>
      </RegistryContext.Provider>
    </I18nextProvider>
  );

  // A request parses its page afresh: each render gets a new array of new blocks (made before the clock starts), so no
  // cache keyed on the array or its blocks carries over from the previous render.
  const fresh = () => structuredClone(blocks);
  const runRenderer = (page: typeof blocks) => renderToString(<Providers><PageRenderer blocks={page as never} /></Providers>);
  const runPlain = (page: typeof blocks) => {
    const pageTree = indexBlocks(page as never);
    const children = (parent: string | null): ReactNode =>
      pageTree.get(parent)?.map((block) => {
        const Component = appRegistry.get(block.component)?.component;
        return Component ? (
          <Component key={block.key} props={block.props} block={block}>
            {children(block.contentId)}
          </Component>
        ) : null;
      });
    return renderToString(<Providers><div>{children(null)}</div></Providers>);
  };

  if (!runRenderer(fresh()).includes('hero-blade')) throw new Error('renderer output is missing the hero blade');
  const renderer: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < options.rounds + 5; round += 1) {
    const order = round % 2 === 0 ? [runRenderer, runPlain] : [runPlain, runRenderer];
    for (const run of order) {
      const page = fresh();
      const started = performance.now();
      run(page);
      const elapsed = performance.now() - started;
      if (round >= 5) (run === runRenderer ? renderer : plain).push(elapsed);
    }
  }
  const rendererMs = median(renderer);
  const plainMs = median(plain);
  return { rendererMs, plainMs, ratio: rendererMs / plainMs };
}
