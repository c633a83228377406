import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SplashScreenHeadingProps } from './props.gen';

export const splashScreenHeading = defineBlock<SplashScreenHeadingProps>({
  name: 'splash-screen-heading',
  component: lazyBlock(() => import('./lazy/SplashScreenHeading')),
});
