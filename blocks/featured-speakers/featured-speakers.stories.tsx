import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueItemKeys } from '../../src/api/lazy/catalogue-items';
import { BlockPreview } from '../../storybook/BlockPreview';
import { ada, adaProfile } from '../testing/catalogue-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { featuredSpeakers } from './index';
import type { FeaturedSpeaker, FeaturedSpeakersProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const speakers: FeaturedSpeaker[] = [
  { speakerName: 'Margaret Hamilton', speakerDesignation: 'Director of Software Engineering', company: 'Apollo Labs', cardType: 'one-third-width' },
  { speakerId: ada.speakerId, speakerOrder: 1, description: 'Opens the conference with a keynote on resilient systems.', cardType: 'half-width' },
  {
    speakerName: 'Grace Hopper',
    speakerDesignation: 'Rear Admiral',
    company: 'Navy',
    speakerOrder: 2,
    cardType: 'half-width',
    speakerLink: 'https://example.com/grace',
    target: '_blank',
    socialHandles: [{ socialMediaName: 'Mastodon', link: 'https://mastodon.example/@grace', ariaLabel: 'Grace Hopper on Mastodon', glyph: 'at-sign' }],
  },
  { speakerName: 'Linus Example', speakerDesignation: 'Staff Engineer', cardType: 'one-third-width', image: '/storybook-assets/hero-placeholder.svg' },
  { speakerName: 'Katherine Johnson', speakerDesignation: 'Research Mathematician', cardType: 'one-third-width' },
];

const meta = {
  title: 'Blocks/Featured speakers',
  render: (props) => <BlockPreview type={featuredSpeakers} props={props} />,
  args: { ...blockDefaults(featuredSpeakers), speakers },
  decorators: [withSeededQueries([[catalogueItemKeys.item('speaker', ada.speakerId), adaProfile]])],
} satisfies Meta<FeaturedSpeakersProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ordered cards first (Ada from the catalogue, then Grace), at half and one-third widths. */
export const CardWidths: Story = {};

/** Every card a quarter of the row. */
export const Quarters: Story = { args: { speakers: speakers.map(({ cardType: _width, ...speaker }) => speaker), cardType: 'quarter-width' } };

/** One full-width card. */
export const FullWidth: Story = { args: { speakers: [{ ...(speakers[1] as FeaturedSpeaker), cardType: 'full-width' }] } };

/** One row that scrolls sideways (the shared scroller), with faded edges and the default scrollbar colours. */
export const Scroller: Story = { args: { scrollerSettings: { enabled: true, fadeEnabled: true, fadeColor: '#ffffff' } } };

/** The row in the editor's scrollbar colours, without fades. */
export const ScrollerColours: Story = {
  args: { scrollerSettings: { enabled: true, fadeEnabled: false, scrollbarColor: '#0a58ca', scrollbarTrackColor: '#e7effc' } },
};
