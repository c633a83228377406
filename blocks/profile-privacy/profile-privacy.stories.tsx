import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { profileStory } from '../testing/profile-stories';
import { profilePrivacy } from './index';
import type { ProfilePrivacyProps } from './props.gen';

const meta = {
  title: 'Blocks/Profile privacy',
  render: (props) => <BlockPreview type={profilePrivacy} props={props} />,
  args: blockDefaults(profilePrivacy),
  ...profileStory(),
} satisfies Meta<ProfilePrivacyProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Public, taking meeting requests, sessions not shown. */
export const Switches: Story = {};
