import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { MyScheduleProps } from './props.gen';

export const mySchedule = defineBlock<MyScheduleProps>({
  name: 'my-schedule',
  component: lazyBlock(() => import('./lazy/MySchedule')),
});
