import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type AppBlockType, PageContext, type PageContextValue } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';

/** Renders a block as the page would, for a visitor described by `context` (default: anonymous on the home page). */
export function renderBlock<P>(
  type: AppBlockType<P>,
  props: P,
  { context, children }: { context?: Partial<PageContextValue>; children?: ReactNode } = {},
) {
  return render(
    <PageContext.Provider value={demoPageContext(context)}>
      <BlockPreview type={type} props={props}>
        {children}
      </BlockPreview>
    </PageContext.Provider>,
  );
}
