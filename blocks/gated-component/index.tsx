import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { GatedComponentProps } from './props.gen';

export const gatedComponent = defineBlock<GatedComponentProps>({
  name: 'gated-component',
  component: lazyBlock(() => import('./lazy/GatedComponent')),
  acceptsChildren: true,
});
