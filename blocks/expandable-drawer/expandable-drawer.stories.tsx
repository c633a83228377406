import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { contentBlock } from '../content-block';
import { expandableDrawer } from './index';
import type { ExpandableDrawerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Expandable drawer',
  render: (props) => <BlockPreview type={expandableDrawer} props={props} />,
  args: {
    ...blockDefaults(expandableDrawer),
    title: 'Where do I pick up my badge?',
    body: 'At the registration desk in the North hall, from 7 am every day of the event.',
  },
} satisfies Meta<ExpandableDrawerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const ExpandedByDefault: Story = { args: { defaultExpanded: true } };

/** The drawer holds the blocks nested in it below its text. */
export const WithNestedBlocks: Story = {
  args: { title: 'Travel and parking', body: 'Plan your trip to the venue.', defaultExpanded: true },
  render: (props) => (
    <BlockPreview type={expandableDrawer} props={props}>
      <BlockPreview type={contentBlock} props={{ html: '<p>Light rail stops at <strong>Convention Place</strong> every ten minutes.</p>' }} />
    </BlockPreview>
  ),
};
