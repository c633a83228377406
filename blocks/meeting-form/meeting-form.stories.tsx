import type { Meta, StoryObj } from '@storybook/react-vite';
import { meetingKeys } from '../../src/api/lazy/meetings';
import { scheduleKeys } from '../../src/api/lazy/schedule';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { meetingDetailsSample, meetingListSample, meetingSettings, teamLunch } from '../testing/meeting-samples';
import { avery } from '../testing/profile-samples';
import { networkingAgenda } from '../testing/schedule-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { withMemoryRouter } from '../testing/with-memory-router';
import { meetingForm } from './index';
import type { MeetingFormProps } from './props.gen';

/** A new meeting on the eve of the event, with Avery's schedule and meetings known for the conflict warning. */
const meta = {
  title: 'Blocks/Meeting form',
  render: (props) => <BlockPreview type={meetingForm} props={props} />,
  args: blockDefaults(meetingForm),
  decorators: [
    withMemoryRouter,
    withSeededQueries([
      [meetingKeys.details, meetingDetailsSample],
      [meetingKeys.list(avery.id), meetingListSample],
      [meetingKeys.meeting(avery.id, 'm-3'), teamLunch],
      [scheduleKeys.agenda(avery.id), networkingAgenda],
    ]),
  ],
  parameters: { pageContext: { page: 'meeting-new', params: {}, user: avery, scopes: avery.scopes, settings: meetingSettings() } },
} satisfies Meta<MeetingFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewMeeting: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('combobox', { name: 'Invite attendees' });
  },
};

/** Avery's team lunch, as its organiser edits it. */
export const EditMeeting: Story = {
  parameters: { pageContext: { page: 'meeting-edit', params: { meetingId: 'm-3' }, user: avery, scopes: avery.scopes, settings: meetingSettings() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Save changes' });
  },
};
