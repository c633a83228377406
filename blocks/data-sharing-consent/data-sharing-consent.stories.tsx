import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueItemKeys } from '../../src/api/lazy/catalogue-items';
import { consentKey } from '../../src/api/lazy/consent';
import type { ConsentState } from '../../src/engine/lazy/consent';
import { BlockPreview } from '../../storybook/BlockPreview';
import { testUserStory } from '../shared/lazy/catalogue/stories/signed-in';
import { contoso } from '../testing/catalogue-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { dataSharingConsent } from './index';
import type { DataSharingConsentProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const withConsents = (state: ConsentState) =>
  withSeededQueries([
    [catalogueItemKeys.item('company', contoso.companyId, 'en-us'), contoso],
    [consentKey, state],
  ]);

const signedInOnExhibitorPage = testUserStory({});

const meta = {
  title: 'Blocks/Data sharing consent',
  render: (props) => <BlockPreview type={dataSharingConsent} props={props} />,
  args: blockDefaults(dataSharingConsent) as DataSharingConsentProps,
  decorators: [withConsents({ canConsent: true, consents: [] })],
  parameters: { pageContext: { ...signedInOnExhibitorPage.pageContext, page: 'exhibitor-detail', params: { id: contoso.companyId } } },
} satisfies Meta<DataSharingConsentProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an exhibitor's page, not shared yet. */
export const Exhibitor: Story = {};

/** The profile's contact preferences: shared with every exhibitor. */
export const GlobalSharedWithAll: Story = {
  args: { target: 'global' },
  decorators: [withConsents({ canConsent: true, consents: [{ optedIn: true }] })],
};

/** A user in Korea: told why there is no switch. */
export const MayNotConsent: Story = {
  decorators: [withConsents({ canConsent: false, consents: [] })],
};
