import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ExternalFrameProps } from './props.gen';

export const externalFrame = defineBlock<ExternalFrameProps>({
  name: 'external-frame',
  component: lazyBlock(() => import('./lazy/ExternalFrame')),
});
