import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { EvaluationFormProps } from './props.gen';

export const evaluationForm = defineBlock<EvaluationFormProps>({
  name: 'evaluation-form',
  component: lazyBlock(() => import('./lazy/EvaluationFormBlock')),
});
