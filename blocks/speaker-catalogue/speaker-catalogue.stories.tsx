import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueStory } from '../shared/lazy/catalogue/stories/CatalogueStory';
import { speakerCatalogue } from './index';
import { speakerCatalogueConfig } from './lazy/speaker-config';
import type { SpeakerCatalogueProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Speaker catalogue',
  render: (props, { parameters }) => (
    <CatalogueStory type={speakerCatalogue} props={props} config={speakerCatalogueConfig} path={(parameters.path as string | undefined) ?? '/en-us/speakers'} />
  ),
  args: blockDefaults(speakerCatalogue) as SpeakerCatalogueProps,
} satisfies Meta<SpeakerCatalogueProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Grid: Story = {
  parameters: { path: '/en-us/speakers?view=grid&sortBy=desc' },
};
