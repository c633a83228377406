import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { EditableScrollerProps } from './props.gen';

export const editableScroller = defineBlock<EditableScrollerProps>({
  name: 'editable-scroller',
  component: lazyBlock(() => import('./lazy/EditableScroller')),
  acceptsChildren: true,
});
