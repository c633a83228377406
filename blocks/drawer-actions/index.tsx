import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { DrawerActionsProps } from './props.gen';

export const drawerActions = defineBlock<DrawerActionsProps>({
  name: 'drawer-actions',
  component: lazyBlock(() => import('./lazy/DrawerActions')),
});
