import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ArchivesFrameProps } from './props.gen';

export const archivesFrame = defineBlock<ArchivesFrameProps>({
  name: 'archives-frame',
  component: lazyBlock(() => import('./lazy/ArchivesFrame')),
});
