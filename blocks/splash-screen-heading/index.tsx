import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SplashScreenHeadingProps } from './props.gen';

export const splashScreenHeading = defineBlock<SplashScreenHeadingProps>({
  name: 'splash-screen-heading',
  displayName: 'translate.base.blocks.splash-screen-heading.name',
  group: 'text',
  component: lazyBlock(() => import('./lazy/SplashScreenHeading')),
  defaults: {
    heading: 'Welcome to the summit',
    headingLevel: 1,
    glyphText: 'sparkles',
    gradients: {
      text: { angle: 90, colors: ['#7fd1ff', '#ffb3e0'] },
      background: { angle: 135, colors: ['#0e1230', '#2a1450'] },
    },
    alignment: 'center',
    minHeight: 320,
  },
});
