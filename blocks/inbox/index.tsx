import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { InboxProps } from './props.gen';

export const inbox = defineBlock<InboxProps>({
  name: 'inbox',
  component: lazyBlock(() => import('./lazy/Inbox')),
});
