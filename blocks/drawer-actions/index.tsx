import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { DrawerActionsProps } from './props.gen';

export const drawerActions = defineBlock<DrawerActionsProps>({
  name: 'drawer-actions',
  displayName: 'translate.base.blocks.drawer-actions.name',
  group: 'layout',
  component: lazyBlock(() => import('./lazy/DrawerActions')),
  defaults: { alignment: 'right' },
});
