import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ChatWidgetProps } from './props.gen';

export const chatWidget = defineBlock<ChatWidgetProps>({
  name: 'chat-widget',
  component: lazyBlock(() => import('./lazy/ChatWidget')),
});
