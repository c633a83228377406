import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { QaRunPlannerProps } from './props.gen';

export const qaRunPlanner = defineBlock<QaRunPlannerProps>({
  name: 'qa-run-planner',
  component: lazyBlock(() => import('./lazy/QaRunPlanner')),
});
