import type { Meta, StoryObj } from '@storybook/react-vite';
import { meetingKeys } from '../../src/api/lazy/meetings';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { meetingListSample, meetingSettings } from '../testing/meeting-samples';
import { avery } from '../testing/profile-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { meetingList } from './index';
import type { MeetingListProps } from './props.gen';

/** My meetings: an invitation to answer first, then an accepted meeting, Avery's own and a cancelled one. */
const meta = {
  title: 'Blocks/My meetings',
  render: (props) => <BlockPreview type={meetingList} props={props} />,
  args: blockDefaults(meetingList),
  decorators: [withSeededQueries([[meetingKeys.list(avery.id), meetingListSample]])],
  parameters: { pageContext: { page: 'meetings', user: avery, scopes: avery.scopes, settings: meetingSettings() } },
} satisfies Meta<MeetingListProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Meetings: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Accept Roadmap sync' });
  },
};

/** Nothing planned yet. */
export const Empty: Story = {
  decorators: [withSeededQueries([[meetingKeys.list(avery.id), { meetings: [] }]])],
  play: async ({ canvas }) => {
    await canvas.findByText(/You have no meetings yet/);
  },
};
