import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ExternalFrameProps } from './props.gen';

export const externalFrame = defineBlock<ExternalFrameProps>({
  name: 'external-frame',
  component: lazyBlock(() => import('./lazy/ExternalFrame')),
});
