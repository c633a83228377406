import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { contentBlock } from './index';
import type { ContentBlockProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Content block',
  render: (props) => <BlockPreview type={contentBlock} props={props} />,
  args: blockDefaults(contentBlock),
} satisfies Meta<ContentBlockProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RichTextWithHeading: Story = {
  args: {
    heading: 'Getting there',
    headingLevel: 2,
    html: [
      '<p>The summit takes place at the <strong>Seattle Convention Center</strong>.</p>',
      '<ul><li>Light rail: Westlake station</li><li>Parking: level P2</li></ul>',
      '<p>See the <a href="https://venue.example/map" target="_blank" rel="noopener noreferrer">venue map</a>.</p>',
    ].join(''),
  },
};
