import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { PromotedSessionsProps } from './props.gen';

export const promotedSessions = defineBlock<PromotedSessionsProps>({
  name: 'promoted-sessions',
  component: lazyBlock(() => import('./lazy/PromotedSessions')),
});
