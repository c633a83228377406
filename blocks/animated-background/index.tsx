import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { AnimatedBackgroundProps } from './props.gen';

export const animatedBackground = defineBlock<AnimatedBackgroundProps>({
  name: 'animated-background',
  component: lazyBlock(() => import('./lazy/AnimatedBackground')),
  acceptsChildren: true,
});
