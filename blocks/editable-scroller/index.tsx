import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { EditableScrollerProps } from './props.gen';

export const editableScroller = defineBlock<EditableScrollerProps>({
  name: 'editable-scroller',
  component: lazyBlock(() => import('./lazy/EditableScroller')),
  acceptsChildren: true,
});
