import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { EvaluationListProps } from './props.gen';

export const evaluationList = defineBlock<EvaluationListProps>({
  name: 'evaluation-list',
  component: lazyBlock(() => import('./lazy/EvaluationList')),
});
