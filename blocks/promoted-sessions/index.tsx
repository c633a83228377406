import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { PromotedSessionsProps } from './props.gen';

export const promotedSessions = defineBlock<PromotedSessionsProps>({
  name: 'promoted-sessions',
  displayName: 'translate.base.blocks.promoted-sessions.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/PromotedSessions')),
  defaults: { heading: 'Sessions not to miss', headingLevel: 2, sessionTypes: ['Keynote'], limit: 10 },
});
