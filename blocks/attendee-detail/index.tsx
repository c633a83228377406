import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { AttendeeDetailProps } from './props.gen';

export const attendeeDetail = defineBlock<AttendeeDetailProps>({
  name: 'attendee-detail',
  component: lazyBlock(() => import('./lazy/AttendeeDetail')),
});
