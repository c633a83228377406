import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { externalFrame } from './index';
import type { ExternalFrameProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/External frame',
  render: (props) => <BlockPreview type={externalFrame} props={props} />,
  args: { ...(blockDefaults(externalFrame) as ExternalFrameProps), url: 'https://archive.example.com/summit-2026/' },
} satisfies Meta<ExternalFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 600 px high, the default. */
export const Default: Story = {};

export const WithHeadingAndHeight: Story = {
  args: { heading: 'Live blog', title: 'Live blog of the keynote', height: 400, allowFullscreen: true },
};

/** A freshly added frame without an address: visitors see nothing, editors a note. */
export const NoAddressForEditors: Story = {
  args: { url: undefined },
  parameters: { pageContext: { isEditor: true } },
};

/** A page from a site the site editors have not allowed: visitors see nothing, editors learn who can allow it. */
export const RefusedOriginForEditors: Story = {
  args: { url: 'https://forms.example.net/feedback' },
  parameters: { pageContext: { isEditor: true } },
};
