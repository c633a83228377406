import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { MeetingFormProps } from './props.gen';

export const meetingForm = defineBlock<MeetingFormProps>({
  name: 'meeting-form',
  component: lazyBlock(() => import('./lazy/MeetingFormBlock')),
});
