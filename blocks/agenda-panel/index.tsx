import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { AgendaPanelProps } from './props.gen';

export const agendaPanel = defineBlock<AgendaPanelProps>({
  name: 'agenda-panel',
  component: lazyBlock(() => import('./lazy/AgendaPanel')),
});
