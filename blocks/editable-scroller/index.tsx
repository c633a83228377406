import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { EditableScrollerProps } from './props.gen';

export const editableScroller = defineBlock<EditableScrollerProps>({
  name: 'editable-scroller',
  displayName: 'translate.base.blocks.editable-scroller.name',
  group: 'layout',
  component: lazyBlock(() => import('./lazy/EditableScroller')),
  defaults: { slideWidth: 'medium', scrollerSettings: { enabled: true, fadeEnabled: true } },
  acceptsChildren: true,
});
