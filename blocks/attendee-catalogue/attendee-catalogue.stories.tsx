import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueStory } from '../shared/lazy/catalogue/stories/CatalogueStory';
import { testUserStory } from '../shared/lazy/catalogue/stories/signed-in';
import { attendeeCatalogue } from './index';
import { attendeeCatalogueConfig } from './lazy/attendee-config';
import type { AttendeeCatalogueProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Attendee catalogue',
  render: (props, { parameters }) => (
    <CatalogueStory type={attendeeCatalogue} props={props} config={attendeeCatalogueConfig} path={(parameters.path as string | undefined) ?? '/en-us/attendees'} />
  ),
  args: blockDefaults(attendeeCatalogue) as AttendeeCatalogueProps,
} satisfies Meta<AttendeeCatalogueProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignedInWithNetworking: Story = {
  parameters: testUserStory({ showMeetings: true, showMessaging: true }),
};

export const ListOnly: Story = {
  args: { viewMode: 'list' },
};
