import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ContentBannerProps } from './props.gen';

export const contentBanner = defineBlock<ContentBannerProps>({
  name: 'content-banner',
  displayName: 'translate.base.blocks.content-banner.name',
  group: 'page',
  component: lazyBlock(() => import('./lazy/ContentBanner')),
  defaults: { content: 'Doors open at 8:00 each morning.', showGlyph: true },
});
