import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ArchivesFrameProps } from './props.gen';

export const archivesFrame = defineBlock<ArchivesFrameProps>({
  name: 'archives-frame',
  component: lazyBlock(() => import('./lazy/ArchivesFrame')),
});
