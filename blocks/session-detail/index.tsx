import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SessionDetailProps } from './props.gen';

export const sessionDetail = defineBlock<SessionDetailProps>({
  name: 'session-detail',
  displayName: 'translate.base.blocks.session-detail.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/SessionDetail')),
  defaults: { showVideo: true, showRelatedSessions: true },
});
