import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { TabExplorerProps } from './props.gen';

export const tabExplorer = defineBlock<TabExplorerProps>({
  name: 'tab-explorer',
  displayName: 'translate.base.blocks.tab-explorer.name',
  group: 'layout',
  component: lazyBlock(() => import('./lazy/TabExplorer')),
  defaults: {
    tabs: [
      { id: 'first', name: 'First tab' },
      { id: 'second', name: 'Second tab' },
    ],
    sharedTabConfig: { style: 'underline', alignment: 'start' },
  },
  acceptsChildren: true,
});
