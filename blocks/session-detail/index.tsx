import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SessionDetailProps } from './props.gen';

export const sessionDetail = defineBlock<SessionDetailProps>({
  name: 'session-detail',
  component: lazyBlock(() => import('./lazy/SessionDetail')),
});
