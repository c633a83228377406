import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { AgendaPanelProps } from './props.gen';

export const agendaPanel = defineBlock<AgendaPanelProps>({
  name: 'agenda-panel',
  component: lazyBlock(() => import('./lazy/AgendaPanel')),
});
