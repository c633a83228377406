import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { countdown } from './index';
import type { CountdownProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Countdown',
  render: (props) => <BlockPreview type={countdown} props={props} />,
  args: blockDefaults(countdown),
} satisfies Meta<CountdownProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No end time: counts down to the event's start (site setting eventStartDate), days to seconds. */
export const ToEventStart: Story = {};

export const WithMonthsAndHeading: Story = {
  args: { heading: 'Confsite Summit 2027 starts in', headingAlignment: 'center', showMonths: true, endTime: '2027-03-09T08:00:00-08:00' },
};

/** Days and seconds hidden: the days count in the hours, and the minutes round up. */
export const HoursAndMinutesOnly: Story = {
  args: { showDays: false, showSeconds: false, endTime: '2027-03-09T08:00:00-08:00' },
};

export const EndedWithText: Story = {
  args: { endTime: '2024-01-01T00:00:00Z', endedText: 'The summit is live: join the keynote now.' },
};

/** Ended without an ended text: every unit stays at zero. */
export const StoppedAtZero: Story = { args: { endTime: '2024-01-01T00:00:00Z' } };
