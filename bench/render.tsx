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
  const tree = indexBlocks(blocks as never);

  const Providers = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RegistryContext.Provider value={appRegistry}>
        <PageContext.Provider value={context}>{children}</PageContext.Provider>
      </RegistryContext.Provider>
    </I18nextProvider>
  );

  const plainChildren = (parent: string | null): ReactNode =>
    tree.get(parent)?.map((block) => {
      const Component = appRegistry.get(block.component)?.component;
      if (!Component) return null;
      return (
        <Component key={block.key} props={block.props} block={block}>
          {plainChildren(block.contentId)}
        </Component>
      );
    });

  const runRenderer = () => renderToString(<Providers><PageRenderer blocks={blocks as never} /></Providers>);
  const runPlain = () => renderToString(<Providers><div>{plainChildren(null)}</div></Providers>);

  if (!runRenderer().includes('hero-blade')) throw new Error('renderer output is missing the hero blade');
  const renderer: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < options.rounds + 5; round += 1) {
    const order = round % 2 === 0 ? [runRenderer, runPlain] : [runPlain, runRenderer];
    for (const run of order) {
      const started = performance.now();
      run();
      const elapsed = performance.now() - started;
      if (round >= 5) (run === runRenderer ? renderer : plain).push(elapsed);
    }
  }
  const rendererMs = median(renderer);
  const plainMs = median(plain);
  return { rendererMs, plainMs, ratio: rendererMs / plainMs };
}
