import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueItemKeys } from '../../src/api/lazy/catalogue-items';
import { profileSummaryKey } from '../../src/api/lazy/profile-summary';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { contoso, linus } from '../testing/catalogue-samples';
import { avery } from '../testing/profile-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { attendeeDetail } from './index';
import type { AttendeeDetailProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const owner: CurrentUser = {
  id: linus.userId, role: 'attendee', displayName: linus.displayName, firstName: linus.firstName, lastName: linus.lastName,
  email: 'linus@example.com', scopes: [...ROLE_SCOPES.attendee], expiresAt: 4_102_444_800,
};

const meta = {
  title: 'Blocks/Attendee detail',
  render: (props) => <BlockPreview type={attendeeDetail} props={props} />,
  args: blockDefaults(attendeeDetail),
  decorators: [
    withSeededQueries([
      [catalogueItemKeys.item('attendee', linus.attendeeId, 'en-us', ''), linus],
      [catalogueItemKeys.item('attendee', linus.attendeeId, 'en-us', owner.id), { ...linus, email: owner.email }],
      [catalogueItemKeys.item('company', contoso.companyId, 'en-us'), contoso],
    ]),
  ],
  parameters: { pageContext: { page: 'attendee-detail', params: { id: linus.attendeeId } } },
} satisfies Meta<AttendeeDetailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As an anonymous visitor sees it: no contact links. */
export const PublicProfile: Story = {};

/** The attendee’s own profile: nobody is offered to contact themselves, so no contact links either. */
export const OwnProfile: Story = {
  parameters: { pageContext: { page: 'attendee-detail', params: { id: linus.attendeeId }, user: owner, scopes: owner.scopes } },
};

/** Another attendee in the directory: send message and book meeting (Linus takes meeting requests; his email stays his). */
export const SeenByDirectoryMember: Story = {
  decorators: [
    withSeededQueries([
      [catalogueItemKeys.item('attendee', linus.attendeeId, 'en-us', avery.id), { ...linus, isAvailableForMeetings: true }],
      [profileSummaryKey(avery.id), { attendeeDirectory: true }],
      [catalogueItemKeys.item('company', contoso.companyId, 'en-us'), contoso],
    ]),
  ],
  parameters: {
    pageContext: {
      page: 'attendee-detail',
      params: { id: linus.attendeeId },
      user: avery,
      scopes: avery.scopes,
      settings: { ...demoSettings, features: { ...demoSettings.features, showMessaging: true, showMeetings: true } },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Send message to Linus Example' });
  },
};
