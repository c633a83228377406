import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueStory } from '../shared/lazy/catalogue/stories/CatalogueStory';
import { companyCatalogue } from './index';
import { DIRECTORY_CONFIGS } from './lazy/company-config';
import type { CompanyCatalogueProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Company directory',
  // Remounted per kind: each directory starts from its own first answer.
  render: (props) => <CatalogueStory key={props.kind} type={companyCatalogue} props={props} config={DIRECTORY_CONFIGS[props.kind]} path={`/en-us/${props.kind}`} />,
  args: blockDefaults(companyCatalogue) as CompanyCatalogueProps,
} satisfies Meta<CompanyCatalogueProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sponsors: Story = {};

export const Exhibitors: Story = {
  args: { kind: 'exhibitors' },
};

export const Partners: Story = {
  args: { kind: 'partners', anonymousHeader: { title: 'Our partners', heading: '' } },
};
