import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { QaResultsProps } from './props.gen';

export const qaResults = defineBlock<QaResultsProps>({
  name: 'qa-results',
  component: lazyBlock(() => import('./lazy/QaResults')),
});
