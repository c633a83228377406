import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SharedScheduleProps } from './props.gen';

export const sharedSchedule = defineBlock<SharedScheduleProps>({
  name: 'shared-schedule',
  component: lazyBlock(() => import('./lazy/SharedSchedule')),
});
