import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { AnimatedBackgroundProps } from './props.gen';

export const animatedBackground = defineBlock<AnimatedBackgroundProps>({
  name: 'animated-background',
  displayName: 'translate.base.blocks.animated-background.name',
  group: 'layout',
  component: lazyBlock(() => import('./lazy/AnimatedBackground')),
  defaults: { animation: 'gradient', colors: ['#1b2a6b', '#5a1f7a', '#0b4f8a'], angle: 135, durationSeconds: 16, textColor: '#ffffff', minHeight: 320 },
  acceptsChildren: true,
});
