import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { TabExplorerProps } from './props.gen';

export const tabExplorer = defineBlock<TabExplorerProps>({
  name: 'tab-explorer',
  component: lazyBlock(() => import('./lazy/TabExplorer')),
  acceptsChildren: true,
});
