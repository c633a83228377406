import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SpeakerDetailProps } from './props.gen';

export const speakerDetail = defineBlock<SpeakerDetailProps>({
  name: 'speaker-detail',
  component: lazyBlock(() => import('./lazy/SpeakerDetail')),
});
