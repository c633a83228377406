import type { Meta, StoryObj } from '@storybook/react-vite';
import { profileKeys } from '../../src/api/lazy/profile';
import { scheduleKeys } from '../../src/api/lazy/schedule';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { avery, averyProfile } from '../testing/profile-samples';
import { networkingAgenda, sampleAgenda, sampleChanges, scheduleSettings } from '../testing/schedule-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { mySchedule } from './index';
import type { MyScheduleProps } from './props.gen';

const meta = {
  title: 'Blocks/My schedule',
  render: (props) => <BlockPreview type={mySchedule} props={props} />,
  args: blockDefaults(mySchedule),
  decorators: [
    withSeededQueries([
      [scheduleKeys.agenda(avery.id), sampleAgenda],
      [profileKeys.profile(avery.id), averyProfile],
    ]),
  ],
  parameters: {
    pageContext: { page: 'schedule', params: {}, user: avery, scopes: avery.scopes, settings: scheduleSettings({ enableTimezoneSwitcher: true }) },
  },
} satisfies Meta<MyScheduleProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two days: an overlapping keynote and waitlisted talk, a mandatory lunch, a lab, an exam and an on-demand bookmark.
 * The toolbar offers share, the calendar download and subscription, and the trip report.
 */
export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Download calendar (.ics)' });
    await canvas.findByRole('button', { name: 'Download trip report' });
  },
};

/** The toolbar follows the flags: with the calendar file, subscription and trip report off, only share is left. */
export const ShareOnly: Story = {
  parameters: {
    pageContext: {
      settings: scheduleSettings({ showDownloadToCalendar: false, enableWebCal: false, showTripReportAction: false, showMeetings: false, enableAppointmentCreation: false }),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Share schedule' });
    if (canvas.queryByRole('button', { name: 'Subscribe in your calendar' })) throw new Error('the subscription shows with enableWebCal off');
  },
};

/** The day calendar first: 30-minute steps, the overlapping pair side by side, free time behind. */
export const DayCalendar: Story = { args: { defaultView: 'day' } };

export const Week: Story = { args: { defaultView: 'week' } };

/** Two sessions changed since Avery last looked. */
export const WhatChanged: Story = {
  decorators: [withSeededQueries([[scheduleKeys.agenda(avery.id), { ...sampleAgenda, changes: sampleChanges }]])],
};

export const Empty: Story = {
  decorators: [withSeededQueries([[scheduleKeys.agenda(avery.id), { ...sampleAgenda, events: [] }]])],
};

/**
 * A meeting invitation not answered yet and an appointment among the sessions; the toolbar offers a new meeting and a
 * new appointment. The invitation's dialog shows its participants, Avery's answer, accept and decline.
 */
export const MeetingsAndAppointments: Story = {
  decorators: [withSeededQueries([[scheduleKeys.agenda(avery.id), networkingAgenda], [profileKeys.profile(avery.id), averyProfile]])],
  parameters: {
    pageContext: { settings: scheduleSettings({ showMeetings: true, showMeetingsInMySchedule: true, enableAppointmentCreation: true }) },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: 'New appointment' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Roadmap sync' }));
    await canvas.findByRole('button', { name: 'Accept Roadmap sync' });
  },
};
