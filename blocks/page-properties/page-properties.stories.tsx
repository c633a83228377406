import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { pageProperties } from './index';
import type { PagePropertiesProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

/** Renders nothing itself: it changes the page background and theme (watch the 1.25 s transition when switching stories). */
const meta = {
  title: 'Blocks/Page properties',
  render: (props) => (
    <>
      <BlockPreview type={pageProperties} props={props} />
      <p style={{ padding: '2rem' }}>Page content sits on the page background.</p>
    </>
  ),
  args: blockDefaults(pageProperties),
} satisfies Meta<PagePropertiesProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColoredBackground: Story = { args: { backgroundColor: '#e8f0fe' } };

export const DarkThemeWithImage: Story = {
  args: { darkTheme: true, backgroundImage: '/storybook-assets/hero-placeholder.svg' },
};
