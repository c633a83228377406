import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ContentLinkProps } from './props.gen';

export const contentLink = defineBlock<ContentLinkProps>({
  name: 'content-link',
  component: lazyBlock(() => import('./lazy/ContentLink')),
});
