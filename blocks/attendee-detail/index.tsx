import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { AttendeeDetailProps } from './props.gen';

export const attendeeDetail = defineBlock<AttendeeDetailProps>({
  name: 'attendee-detail',
  displayName: 'translate.base.blocks.attendee-detail.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/AttendeeDetail')),
  defaults: { showInterests: true },
});
