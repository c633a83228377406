import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { failing, pending, withApi } from '../shared/lazy/event-data/stories/with-api';
import { storySponsors, withCompanyPages } from '../shared/lazy/sponsor-logos/stories/sponsors';
import { sponsorShuffle } from './index';
import type { SponsorShuffleProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

/** `GET /company/randomqb` over the story sponsors: each call takes the next ones round the list. */
function randomBatches() {
  let start = 0;
  return (path: string) => {
    if (!path.startsWith('/company/randomqb')) return failing(404)();
    const take = (count: number) => Array.from({ length: count }, (_, index) => storySponsors[(start + index) % storySponsors.length]);
    const data = take(6);
    start += 6;
    return Promise.resolve(new Response(JSON.stringify({ data, buffer: [] }), { headers: { 'content-type': 'application/json' } }));
  };
}

const meta = {
  title: 'Blocks/Sponsor shuffle',
  render: (props) => <BlockPreview type={sponsorShuffle} props={props} />,
  args: { ...blockDefaults(sponsorShuffle), itemsToShow: 6, buffer: 0 },
} satisfies Meta<SponsorShuffleProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logos fading in one by one; the button shows the next six. No company pages on the site: no links. */
export const Shuffle: Story = {
  decorators: [withApi(randomBatches())],
  parameters: { pageContext: { settings: { ...demoSettings, features: { ...demoSettings.features, showCompanyDirectory: false } } } },
};

/** Logos linking to company pages, the editor's texts and the view-all link. */
export const WithCompanyPages: Story = {
  args: { shuffleText: 'Meet the companies that make the summit possible.', shuffleButtonText: 'Shuffle', viewAllSponsorsText: 'All sponsors', logoSize: 'large' },
  decorators: [withApi(randomBatches())],
  parameters: { pageContext: { settings: { ...demoSettings, features: withCompanyPages(demoSettings.features) } } },
};

export const Loading: Story = { decorators: [withApi(pending)] };

/** The first batch failed: no logos, only the view-all link. */
export const FirstLoadFailed: Story = { decorators: [withApi(failing(500))] };
