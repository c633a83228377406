import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { DrawerActionsProps } from './props.gen';

export const drawerActions = defineBlock<DrawerActionsProps>({
  name: 'drawer-actions',
  component: lazyBlock(() => import('./lazy/DrawerActions')),
});
