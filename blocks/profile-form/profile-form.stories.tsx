import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { profileStory } from '../testing/profile-stories';
import { profileForm } from './index';
import type { ProfileFormProps } from './props.gen';

const meta = {
  title: 'Blocks/Profile form',
  render: (props) => <BlockPreview type={profileForm} props={props} />,
  args: blockDefaults(profileForm),
  ...profileStory(),
} satisfies Meta<ProfileFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form the metadata lays out, filled from the profile. */
export const Filled: Story = {};
