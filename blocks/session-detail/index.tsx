import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SessionDetailProps } from './props.gen';

export const sessionDetail = defineBlock<SessionDetailProps>({
  name: 'session-detail',
  component: lazyBlock(() => import('./lazy/SessionDetail')),
});
