import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { cardScroller } from './index';
import type { CardScrollerProps, ScrollerCard } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const IMAGE = { src: '/storybook-assets/hero-placeholder.svg', alt: '' };
const TOPICS = ['Keynotes', 'Breakouts', 'Hands-on labs', 'Theater talks', 'Roundtables', 'Expo hall', 'Community lounge', 'Celebration night'];
const cards: ScrollerCard[] = TOPICS.map((topic, index) => ({
  eyebrow: `Track ${index + 1}`,
  title: topic,
  body: `What to expect from ${topic.toLowerCase()} at Confsite Summit.`,
  image: IMAGE,
  link: { url: `/sessions?topic=${index + 1}` },
}));

const meta = {
  title: 'Blocks/Card scroller',
  render: (props) => <BlockPreview type={cardScroller} props={props} />,
  args: { ...blockDefaults(cardScroller), heading: 'Explore the summit', cards },
} satisfies Meta<CardScrollerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous/next buttons, the fade at the edge where cards wait, the default scrollbar colours #202020 on #a0a0a0. */
export const Scrolling: Story = {};

export const SmallCardsOnDarkBackground: Story = {
  args: {
    cardWidth: 'small',
    wrapperBackgroundColor: '#1b1b1f',
    heading: undefined,
    scrollerSettings: { enabled: true, fadeEnabled: true, fadeColor: '#1b1b1f', scrollbarColor: '#ffffff', scrollbarTrackColor: '#5a5a66' },
  },
  render: (props) => (
    <div style={{ background: '#1b1b1f', padding: '1rem' }}>
      <BlockPreview type={cardScroller} props={props} />
    </div>
  ),
};

export const WithoutFade: Story = { args: { scrollerSettings: { enabled: true, fadeEnabled: false } } };

/** Scrolling off: the cards wrap onto more rows. */
export const Wrapping: Story = { args: { cardWidth: 'large', scrollerSettings: { enabled: false } } };
