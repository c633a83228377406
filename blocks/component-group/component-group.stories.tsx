import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { contentBlock } from '../content-block';
import { sectionHeading } from '../section-heading';
import { componentGroup } from './index';
import type { ComponentGroupProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const TOPICS = ['Travel', 'Hotels', 'Food'];

/** The children stand in for the wrapped blocks the page renderer passes in. */
const meta = {
  title: 'Blocks/Component group',
  render: (props) => (
    <BlockPreview type={componentGroup} props={props}>
      {TOPICS.map((topic) => (
        <div key={topic} style={{ flex: '0 1 30%', minWidth: '12rem' }}>
          <BlockPreview type={sectionHeading} props={{ heading: topic, headingLevel: 3 }} />
          <BlockPreview type={contentBlock} props={{ html: `<p>Everything about ${topic.toLowerCase()} in Seattle.</p>` }} />
        </div>
      ))}
    </BlockPreview>
  ),
  args: { ...blockDefaults(componentGroup), heading: 'Plan your visit' },
} satisfies Meta<ComponentGroupProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CenteredWideGap: Story = { args: { alignment: 'center', gap: 'large', headingAlignment: 'center' } };
