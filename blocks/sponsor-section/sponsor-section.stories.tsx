import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueKeys } from '../../src/api/lazy/catalogue';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { failing, pending, withApi } from '../shared/lazy/event-data/stories/with-api';
import { sponsorAnswer, storySponsors, withCompanyPages } from '../shared/lazy/sponsor-logos/stories/sponsors';
import { withSeededQueries } from '../testing/seeded-queries';
import { sponsorSection } from './index';
import { DEFAULT_LIMIT, sponsorsRequest } from './lazy/sponsor-groups';
import type { SponsorSectionProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const topLevels = ['platinum', 'gold'];
const topSponsors = storySponsors.filter((sponsor) => topLevels.includes(sponsor.sponsorLevelKey ?? ''));

const meta = {
  title: 'Blocks/Sponsor section',
  render: (props) => <BlockPreview type={sponsorSection} props={props} />,
  args: blockDefaults(sponsorSection),
  decorators: [
    withSeededQueries([
      [catalogueKeys.search('company', sponsorsRequest([], DEFAULT_LIMIT), null), sponsorAnswer(storySponsors)],
      [catalogueKeys.search('company', sponsorsRequest(topLevels, DEFAULT_LIMIT), null), sponsorAnswer(topSponsors)],
    ]),
  ],
  parameters: { pageContext: { settings: { ...demoSettings, features: withCompanyPages(demoSettings.features) } } },
} satisfies Meta<SponsorSectionProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every sponsor under its level, logos linking to the company pages, and the view-all link. */
export const ByLevel: Story = {};

/** Two levels in one list of large logos, without links (no company pages on the site). */
export const TopLevelsWithoutLinks: Story = {
  args: { sponsorLevels: topLevels, groupByLevel: false, logoSize: 'large' },
  parameters: { pageContext: { settings: { ...demoSettings, features: { ...demoSettings.features, showCompanyDirectory: false } } } },
};

export const Loading: Story = { decorators: [withApi(pending)] };

export const Failed: Story = { decorators: [withApi(failing(500))] };
