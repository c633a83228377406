import type { Meta, StoryObj } from '@storybook/react-vite';
import { meetingKeys } from '../../src/api/lazy/meetings';
import { messageKeys } from '../../src/api/lazy/messages';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { meetingDetailsSample, meetingSettings, roadmapConversation, roadmapSync, teamLunch } from '../testing/meeting-samples';
import { avery } from '../testing/profile-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { meetingDetail } from './index';
import type { MeetingDetailProps } from './props.gen';

/** Dana's invitation as Avery sees it: accept or decline, the join link's state and the group messages. */
const meta = {
  title: 'Blocks/Meeting detail',
  render: (props) => <BlockPreview type={meetingDetail} props={props} />,
  args: blockDefaults(meetingDetail),
  decorators: [
    withSeededQueries([
      [meetingKeys.meeting(avery.id, 'm-1'), roadmapSync],
      [meetingKeys.meeting(avery.id, 'm-3'), teamLunch],
      [messageKeys.thread({ kind: 'meeting', id: 'm-1' }), roadmapConversation],
      [messageKeys.thread({ kind: 'meeting', id: 'm-3' }), { ...roadmapConversation, messages: [] }],
      [meetingKeys.details, meetingDetailsSample],
    ]),
  ],
  parameters: { pageContext: { page: 'meeting-detail', params: { meetingId: 'm-1' }, user: avery, scopes: avery.scopes, settings: meetingSettings() } },
} satisfies Meta<MeetingDetailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invitation: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Accept Roadmap sync' });
  },
};

/** Avery's own meeting: edit and cancel. */
export const AsOrganiser: Story = {
  parameters: { pageContext: { page: 'meeting-detail', params: { meetingId: 'm-3' }, user: avery, scopes: avery.scopes, settings: meetingSettings() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Edit meeting' });
  },
};
