import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SpeakerDetailProps } from './props.gen';

export const speakerDetail = defineBlock<SpeakerDetailProps>({
  name: 'speaker-detail',
  component: lazyBlock(() => import('./lazy/SpeakerDetail')),
});
