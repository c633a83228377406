import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SplashScreenHeadingProps } from './props.gen';

export const splashScreenHeading = defineBlock<SplashScreenHeadingProps>({
  name: 'splash-screen-heading',
  component: lazyBlock(() => import('./lazy/SplashScreenHeading')),
});
