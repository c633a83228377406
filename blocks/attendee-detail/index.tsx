import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { AttendeeDetailProps } from './props.gen';

export const attendeeDetail = defineBlock<AttendeeDetailProps>({
  name: 'attendee-detail',
  component: lazyBlock(() => import('./lazy/AttendeeDetail')),
});
