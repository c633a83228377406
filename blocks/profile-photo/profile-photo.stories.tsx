import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { profileStory } from '../testing/profile-stories';
import { profilePhoto } from './index';
import type { ProfilePhotoProps } from './props.gen';

const meta = {
  title: 'Blocks/Profile photo',
  render: (props) => <BlockPreview type={profilePhoto} props={props} />,
  args: blockDefaults(profilePhoto),
  ...profileStory(),
} satisfies Meta<ProfilePhotoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the initials stand in, and a file can be chosen. */
export const NoPhoto: Story = {};
