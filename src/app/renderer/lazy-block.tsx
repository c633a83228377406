import { lazy, Suspense, type ComponentType } from 'react';
import type { BlockComponent, BlockComponentProps } from '../block-contract';

/**
 * A block component whose code is its own chunk, fetched the first time a page draws that block type. Put the code
 * under a `lazy/` folder of the block (vite.config.ts keeps those folders out of the first download). While it loads,
 * the block's place shows a busy placeholder.
 */
export function lazyBlock<P>(load: () => Promise<{ default: ComponentType<BlockComponentProps<P>> }>): BlockComponent<P> {
  const Loaded = lazy(load);
  function LazyBlock(props: BlockComponentProps<P>) {
    return (
      <Suspense fallback={<div className="block-loading" aria-busy="true" />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyBlock;
}
