import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { MeetingDetailProps } from './props.gen';

export const meetingDetail = defineBlock<MeetingDetailProps>({
  name: 'meeting-detail',
  component: lazyBlock(() => import('./lazy/MeetingDetail')),
});
