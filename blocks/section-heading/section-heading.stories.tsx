import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { sectionHeading } from './index';
import type { SectionHeadingProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Section heading',
  render: (props) => <BlockPreview type={sectionHeading} props={props} />,
  args: blockDefaults(sectionHeading),
} satisfies Meta<SectionHeadingProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CenteredWithButtons: Story = {
  args: {
    heading: 'Plan your week',
    subheading: 'Four days, 300 sessions',
    body: 'Build your schedule now and get reminders before each session starts.',
    headingLevel: 2,
    headingAlignment: 'center',
    headingButtons: [
      { type: 'ctalink', text: 'Browse sessions', url: '/sessions' },
      { type: 'link', text: 'Event guide', url: 'https://confsite.dev/guide', target: '_blank' },
    ],
  },
};
