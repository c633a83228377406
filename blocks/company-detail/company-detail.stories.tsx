import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueItemKeys } from '../../src/api/lazy/catalogue-items';
import { BlockPreview } from '../../storybook/BlockPreview';
import { contoso } from '../testing/catalogue-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { companyDetail } from './index';
import type { CompanyDetailProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Company detail',
  render: (props) => <BlockPreview type={companyDetail} props={props} />,
  args: blockDefaults(companyDetail),
  decorators: [withSeededQueries([[catalogueItemKeys.item('company', contoso.companyId, 'en-us'), contoso]])],
  parameters: { pageContext: { page: 'sponsor-detail', params: { id: contoso.companyId } } },
} satisfies Meta<CompanyDetailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sponsor: Story = {};

export const ExhibitorWithoutPeopleLinks: Story = { args: { kind: 'exhibitor', showPeopleLinks: false } };
