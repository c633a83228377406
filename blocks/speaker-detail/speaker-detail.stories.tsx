import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueItemKeys } from '../../src/api/lazy/catalogue-items';
import { BlockPreview } from '../../storybook/BlockPreview';
import { adaProfile, contoso, grace } from '../testing/catalogue-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { speakerDetail } from './index';
import type { SpeakerDetailProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Speaker detail',
  render: (props) => <BlockPreview type={speakerDetail} props={props} />,
  args: blockDefaults(speakerDetail),
  decorators: [
    withSeededQueries([
      [catalogueItemKeys.item('speaker', adaProfile.speakerId), adaProfile],
      [catalogueItemKeys.item('speaker', grace.speakerId), { ...grace, sessions: [] }],
      [catalogueItemKeys.item('company', contoso.companyId, 'en-us'), contoso],
    ]),
  ],
  parameters: { pageContext: { page: 'speaker-detail', params: { id: adaProfile.speakerId } } },
} satisfies Meta<SpeakerDetailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};

export const WithoutSessions: Story = { args: { showSessions: false } };

/** A speaker without a photo has no profile page. */
export const NoProfile: Story = { parameters: { pageContext: { page: 'speaker-detail', params: { id: grace.speakerId } } } };
