import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ContentBannerProps } from './props.gen';

export const contentBanner = defineBlock<ContentBannerProps>({
  name: 'content-banner',
  component: lazyBlock(() => import('./lazy/ContentBanner')),
});
