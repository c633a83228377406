import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ContentLinkProps } from './props.gen';

export const contentLink = defineBlock<ContentLinkProps>({
  name: 'content-link',
  component: lazyBlock(() => import('./lazy/ContentLink')),
});
