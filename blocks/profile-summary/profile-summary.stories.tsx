import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { profileStory } from '../testing/profile-stories';
import { averyProfile } from '../testing/profile-samples';
import { profileSummary } from './index';
import type { ProfileSummaryProps } from './props.gen';

const meta = {
  title: 'Blocks/Profile summary',
  render: (props) => <BlockPreview type={profileSummary} props={props} />,
  args: blockDefaults(profileSummary),
  ...profileStory(),
} satisfies Meta<ProfileSummaryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public profile, about half complete. */
export const HalfComplete: Story = {};

/** A hidden profile with a company: the completion rises, the note says only its owner sees it. */
export const Hidden: Story = { ...profileStory({ ...averyProfile, company: 'Wombat Works', biography: 'Builds burrows.', displayProfileToPublic: false }) };
