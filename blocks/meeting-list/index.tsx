import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { MeetingListProps } from './props.gen';

export const meetingList = defineBlock<MeetingListProps>({
  name: 'meeting-list',
  component: lazyBlock(() => import('./lazy/MeetingList')),
});
