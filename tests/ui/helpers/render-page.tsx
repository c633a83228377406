import { render } from '@testing-library/react';
import type { BlockInstance } from '../../../src/engine';
import { PageContext, type PageContextValue } from '../../../src/app/page-context';
import { PageRenderer } from '../../../src/app/renderer/page-renderer';
import { RegistryContext } from '../../../src/app/renderer/registry-context';
import { testSettings } from './fixtures';
import { testRegistry } from './test-blocks';

export function pageContext(overrides: Partial<PageContextValue> = {}): PageContextValue {
  return { page: 'home', params: {}, locale: 'en-us', user: null, scopes: [], isEditor: false, settings: testSettings(), ...overrides };
}

/** Just the renderer (no shell, no fetching), for a visitor described by `context`. */
export function PageUnderTest({ blocks, context }: { blocks: BlockInstance[]; context?: Partial<PageContextValue> }) {
  return (
    <RegistryContext.Provider value={testRegistry}>
      <PageContext.Provider value={pageContext(context)}>
        <PageRenderer blocks={blocks} />
      </PageContext.Provider>
    </RegistryContext.Provider>
  );
}

export function renderPage(blocks: BlockInstance[], context?: Partial<PageContextValue>) {
  return render(<PageUnderTest blocks={blocks} context={context} />);
}
