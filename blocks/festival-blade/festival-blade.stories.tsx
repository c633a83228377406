import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROLE_SCOPES } from '../../src/engine';
import { BlockPreview } from '../../storybook/BlockPreview';
import { DEMO_MEDIA } from '../shared/lazy/video/stories/demo-media';
import { festivalBlade } from './index';
import type { FestivalBladeProps, FestivalCard } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const IMAGE = '/storybook-assets/hero-placeholder.svg';
const VIDEO = DEMO_MEDIA.video;

const grid: FestivalCard[] = [
  {
    id: 'music', order: 1, width: 8,
    media: { aspectRatio: '21/9', image: { src: IMAGE, alt: 'Main stage at night' } },
    content: { subtitle: 'Thursday', title: 'Celebration night', body: 'Live music, food trucks and the community awards.', footnote: 'Badge required.' },
    link: { url: '/celebration' },
  },
  {
    id: 'expo', order: 2,
    media: { image: { src: IMAGE, alt: '', isIcon: true } },
    content: { title: 'Expo hall', body: '150 partners show what they build.', buttons: [{ type: 'ctalink', text: 'See exhibitors', url: '/exhibitors' }] },
  },
  { id: 'labs', order: 3, content: { subtitle: 'Every day', title: 'Hands-on labs', body: 'Bring your laptop, leave with a working app.' } },
  { id: 'lounge', content: { title: 'Community lounge', body: 'Meet the people behind the projects you use.' }, media: { image: { src: IMAGE, alt: 'Community', isLabel: true } } },
  { id: 'hidden', order: 0, isHidden: true, content: { title: 'Not announced yet' } },
];

const meta = {
  title: 'Blocks/Festival blade',
  render: (props) => <BlockPreview type={festivalBlade} props={props} />,
  args: { ...blockDefaults(festivalBlade), heading: 'Festival highlights', cards: grid },
} satisfies Meta<FestivalBladeProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ordered cards (unordered last, hidden one left out) of different widths, with image, icon and label images. */
export const CardGrid: Story = {};

export const BackgroundImagesCentred: Story = {
  args: {
    sharedCardConfig: { width: 6, aspectRatio: '4/3', style: { shadow: true }, textStyles: { alignment: 'center', titleSize: 'large' } },
    cards: [
      { id: 'stage', media: { image: { src: IMAGE, alt: '', isBackground: true } }, content: { title: 'Main stage', body: 'Keynotes every morning at nine.' }, link: { url: '/sessions' } },
      { id: 'park', media: { image: { src: IMAGE, alt: '', isBackground: true } }, content: { title: 'Waterfront park', body: 'Lunch outside when the sun is out.' } },
    ],
  },
};

const videoCard = (extra: Partial<FestivalCard['media']> = {}): FestivalCard => ({
  id: 'teaser',
  width: 6,
  media: { video: { url: VIDEO, title: 'Festival teaser', requiresAuth: true, simpleVideoConfig: { poster: DEMO_MEDIA.poster, captions: DEMO_MEDIA.captions } }, ...extra },
  content: { title: 'Watch the teaser', body: 'Two minutes of last year’s festival.' },
});

/** Anonymous visitors see a sign-in prompt in place of a video that requires sign-in. */
export const VideoRequiresSignIn: Story = { args: { cards: [videoCard()] } };

export const VideoForSignedInAttendee: Story = {
  args: { cards: [videoCard()] },
  parameters: { pageContext: { scopes: ROLE_SCOPES.attendee, user: { id: 'u1', role: 'attendee', displayName: 'Avery', firstName: 'Avery', lastName: 'Lee', email: 'avery@example.com', scopes: [...ROLE_SCOPES.attendee], expiresAt: 4102444800 } } },
};

/** No control bar: a single play/pause button. */
export const AmbientVideo: Story = {
  args: {
    cards: [{ id: 'ambient', width: 12, media: { aspectRatio: '21/9', video: { url: VIDEO, simpleVideoConfig: { ariaLabel: 'Crowd at the festival', hideControls: true, poster: DEMO_MEDIA.poster, videoTheme: 'light' } } } }],
  },
};
