import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { agendaPanel } from './index';
import type { AgendaItem, AgendaPanelProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

/** Two conference days (Seattle time), with a parallel track and a lunch row without speaker. */
const twoDays: AgendaItem[] = [
  { dateTimeIsoStampStart: '2027-03-09T08:00:00-08:00', dateTimeIsoStampEnd: '2027-03-09T09:00:00-08:00', description: 'Registration and breakfast', timeSubText: 'Doors open at 7:30' },
  { dateTimeIsoStampStart: '2027-03-09T09:00:00-08:00', dateTimeIsoStampEnd: '2027-03-09T10:30:00-08:00', description: 'Opening keynote', speaker: 'Ada Lovelace' },
  { dateTimeIsoStampStart: '2027-03-09T11:00:00-08:00', dateTimeIsoStampEnd: '2027-03-09T12:00:00-08:00', description: 'Track A: Resilient APIs', speaker: 'Grace Hopper' },
  { dateTimeIsoStampStart: '2027-03-09T11:00:00-08:00', dateTimeIsoStampEnd: '2027-03-09T12:00:00-08:00', description: 'Track B: Observability', speaker: 'Linus Example' },
  { dateTimeIsoStampStart: '2027-03-09T12:00:00-08:00', description: 'Lunch' },
  { dateTimeIsoStampStart: '2027-03-10T09:00:00-08:00', dateTimeIsoStampEnd: '2027-03-10T10:00:00-08:00', description: 'Day two keynote', speaker: 'Margaret Hamilton' },
  { dateTimeIsoStampStart: '2027-03-10T16:00:00-08:00', dateTimeIsoStampEnd: '2027-03-10T17:00:00-08:00', description: 'Closing party' },
];

const meta = {
  title: 'Blocks/Agenda panel',
  render: (props) => <BlockPreview type={agendaPanel} props={props} />,
  args: { ...blockDefaults(agendaPanel), items: twoDays, groupByDateTime: true },
} satisfies Meta<AgendaPanelProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the event: the first day's tab, times with the conference zone, sub-texts and the speaker column. */
export const DayTabs: Story = {};

/** During the second day (server testing date): that day's tab opens first. */
export const TodayOpensFirst: Story = {
  parameters: { pageContext: { settings: { ...demoSettings, serverTestingDate: '2027-03-10T12:00:00-08:00' } } },
};

/** One table without tabs, a title, the year in no tab, a 24-hour clock, no speaker column, editor colours. */
export const SingleTable: Story = {
  args: {
    grouped: false,
    showTableTitle: true,
    tableTitleText: 'Conference timetable',
    speakerEnabled: false,
    showTimeSubText: false,
    dateTimeFormat: '24h',
    colors: { headerBackground: '#1f4e79', headerText: '#ffffff', rowBorder: '#a0a0a0' },
  },
};

/** The year in the tab names and a fixed second tab. */
export const WithYearFromSecondTab: Story = { args: { displayYear: true, defaultTabMatchesDate: false, startingIndex: 1 } };

/** No items yet: only the heading. */
export const Empty: Story = { args: { items: [] } };
