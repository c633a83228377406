import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ContentLinkProps } from './props.gen';

export const contentLink = defineBlock<ContentLinkProps>({
  name: 'content-link',
  displayName: 'translate.base.blocks.content-link.name',
  group: 'layout',
  component: lazyBlock(() => import('./lazy/ContentLink')),
  defaults: {},
});
