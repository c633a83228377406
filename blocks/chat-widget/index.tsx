import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ChatWidgetProps } from './props.gen';

export const chatWidget = defineBlock<ChatWidgetProps>({
  name: 'chat-widget',
  component: lazyBlock(() => import('./lazy/ChatWidget')),
});
