import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAVORITE_TYPES } from '../../src/engine/lazy/favorites';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { SAMPLE_FAVORITES } from '../testing/backpack-api';
import { backpackStory } from '../testing/backpack-stories';
import { backpack } from './index';
import type { BackpackProps } from './props.gen';

const meta = {
  title: 'Blocks/Backpack',
  render: (props) => <BlockPreview type={backpack} props={props} />,
  args: blockDefaults(backpack),
  ...backpackStory(),
} satisfies Meta<BackpackProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A favorite of every kind; the sessions tab first, the trip report beside the heading. */
export const EveryKind: Story = {};

/** No favorite sessions yet: the tab says how to add some. */
export const NoSessions: Story = { ...backpackStory({ ...SAMPLE_FAVORITES, [FAVORITE_TYPES.session]: [] }) };

/** Speakers and companies only, without the trip report. */
export const SpeakersAndCompanies: Story = { args: { ...blockDefaults(backpack), kinds: ['speakers', 'companies'], showTripReport: false } };
