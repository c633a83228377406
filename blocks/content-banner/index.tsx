import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ContentBannerProps } from './props.gen';

export const contentBanner = defineBlock<ContentBannerProps>({
  name: 'content-banner',
  component: lazyBlock(() => import('./lazy/ContentBanner')),
});
