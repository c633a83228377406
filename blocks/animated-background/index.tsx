import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { AnimatedBackgroundProps } from './props.gen';

export const animatedBackground = defineBlock<AnimatedBackgroundProps>({
  name: 'animated-background',
  component: lazyBlock(() => import('./lazy/AnimatedBackground')),
  acceptsChildren: true,
});
