import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { AgendaPanelProps } from './props.gen';

export const agendaPanel = defineBlock<AgendaPanelProps>({
  name: 'agenda-panel',
  displayName: 'translate.base.blocks.agenda-panel.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/AgendaPanel')),
  defaults: {
    heading: 'Agenda',
    headingLevel: 2,
    items: [
      { dateTimeIsoStampStart: '2027-03-09T08:00:00-08:00', dateTimeIsoStampEnd: '2027-03-09T09:00:00-08:00', description: 'Registration and breakfast' },
      { dateTimeIsoStampStart: '2027-03-09T09:00:00-08:00', dateTimeIsoStampEnd: '2027-03-09T10:30:00-08:00', description: 'Opening keynote', speaker: 'Keynote speakers' },
    ],
    grouped: true,
    defaultTabMatchesDate: true,
    showTimeSubText: true,
    speakerEnabled: true,
    dateTimeFormat: 'locale',
  },
});
