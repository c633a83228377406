import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { PromotedSessionsProps } from './props.gen';

export const promotedSessions = defineBlock<PromotedSessionsProps>({
  name: 'promoted-sessions',
  component: lazyBlock(() => import('./lazy/PromotedSessions')),
});
