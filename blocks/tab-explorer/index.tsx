import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { TabExplorerProps } from './props.gen';

export const tabExplorer = defineBlock<TabExplorerProps>({
  name: 'tab-explorer',
  component: lazyBlock(() => import('./lazy/TabExplorer')),
  acceptsChildren: true,
});
