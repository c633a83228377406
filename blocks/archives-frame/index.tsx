import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ArchivesFrameProps } from './props.gen';

export const archivesFrame = defineBlock<ArchivesFrameProps>({
  name: 'archives-frame',
  displayName: 'translate.base.blocks.archives-frame.name',
  group: 'media',
  component: lazyBlock(() => import('./lazy/ArchivesFrame')),
  defaults: { heading: 'Archives', headingLevel: 2, height: 600, allowFullscreen: true },
});
