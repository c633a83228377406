import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { contentBlock } from '../content-block';
import { heroBlade } from '../hero-blade';
import { editableScroller } from './index';
import type { EditableScrollerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const DAYS = ['Day 1: Build', 'Day 2: Scale', 'Day 3: Secure', 'Day 4: Celebrate', 'Day 5: Learn more'];

/** Each nested block (here content blocks) becomes a slide. */
const meta = {
  title: 'Blocks/Editable scroller',
  render: (props) => (
    <BlockPreview type={editableScroller} props={props}>
      {DAYS.map((day) => (
        <BlockPreview key={day} type={contentBlock} props={{ heading: day, headingLevel: 3, html: '<p>Sessions, labs and a closing keynote.</p>' }} />
      ))}
    </BlockPreview>
  ),
  args: { ...blockDefaults(editableScroller), heading: 'Five days of summit' },
} satisfies Meta<EditableScrollerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MediumSlides: Story = {};

export const CustomScrollbarColours: Story = {
  args: { slideWidth: 'small', scrollerSettings: { enabled: true, fadeEnabled: true, scrollbarColor: '#0a58ca', scrollbarTrackColor: '#e7effc' } },
};

/** Whole-row slides, each a hero blade. */
export const FullWidthSlides: Story = {
  args: { slideWidth: 'full' },
  render: (props) => (
    <BlockPreview type={editableScroller} props={props}>
      {DAYS.slice(0, 3).map((day) => (
        <BlockPreview
          key={day}
          type={heroBlade}
          props={{ assetData: { assetType: 'image', image: { src: '/storybook-assets/hero-placeholder.svg', alt: '' } }, textSection: { heading: day, headingLevel: 3 } }}
        />
      ))}
    </BlockPreview>
  ),
};
