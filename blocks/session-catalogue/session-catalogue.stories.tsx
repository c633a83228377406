import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueStory } from '../shared/lazy/catalogue/stories/CatalogueStory';
import { testUserStory } from '../shared/lazy/catalogue/stories/signed-in';
import { sessionCatalogue } from './index';
import { sessionCatalogueConfig } from './lazy/session-config';
import type { SessionCatalogueProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Session catalogue',
  render: (props, { parameters }) => (
    <CatalogueStory type={sessionCatalogue} props={props} config={sessionCatalogueConfig} path={(parameters.path as string | undefined) ?? '/en-us/sessions'} />
  ),
  args: { ...(blockDefaults(sessionCatalogue) as SessionCatalogueProps), pivotFacet: 'topic' },
} satisfies Meta<SessionCatalogueProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FilteredAndSearched: Story = {
  parameters: { path: '/en-us/sessions?search=kubernetes&filter=level%7C300&day=2027-03-10' },
};

export const Grid: Story = {
  parameters: { path: '/en-us/sessions?view=grid' },
};

export const SignedIn: Story = {
  parameters: testUserStory({ enableMySchedule: true, enableFavorites: true }),
};

export const SignedInFavoritesOnly: Story = {
  parameters: { ...testUserStory({ enableFavorites: true }), path: '/en-us/sessions?favorite=true' },
};

export const NoResults: Story = {
  parameters: { path: '/en-us/sessions?search=zyzzyva' },
};
