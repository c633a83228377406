import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueItemKeys, type SessionAnswer } from '../../src/api/lazy/catalogue-items';
import { favoriteKeys } from '../../src/api/lazy/favorites';
import { ROLE_SCOPES } from '../../src/engine';
import { FAVORITE_TYPES } from '../../src/engine/lazy/favorites';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { brk101, brk101ForAnonymous, brk101Related } from '../testing/catalogue-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { sessionDetail } from './index';
import type { SessionDetailProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

/** The queries of the page, with the session as the server answers the story's visitor. */
const seeded = (session: SessionAnswer) =>
  withSeededQueries([
    [catalogueItemKeys.item('session', session.sessionCode), session],
    [catalogueItemKeys.item('session', session.sessionId, 'related'), brk101Related],
    [favoriteKeys.ofType(FAVORITE_TYPES.session), { type: FAVORITE_TYPES.session, ids: [session.sessionId] }],
  ]);

const meta = {
  title: 'Blocks/Session detail',
  render: (props) => <BlockPreview type={sessionDetail} props={props} />,
  args: blockDefaults(sessionDetail),
  decorators: [seeded(brk101ForAnonymous)],
  parameters: { pageContext: { page: 'session-detail', params: { id: brk101.sessionCode } } },
} satisfies Meta<SessionDetailProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the event, as an anonymous visitor: no room, a note that the session will be streamed. */
export const Upcoming: Story = {};

/** During the session, as an in-person attendee who keeps it among their favorites: the room and the live-stream link. */
export const LiveForInPersonAttendee: Story = {
  decorators: [seeded(brk101)],
  parameters: {
    pageContext: {
      page: 'session-detail',
      params: { id: brk101.sessionCode },
      scopes: ROLE_SCOPES['inperson-attendee'],
      settings: { ...demoSettings, serverTestingDate: '2027-03-09T09:30:00-08:00' },
    },
  },
};

const afterTheSession = { ...demoSettings, serverTestingDate: '2027-03-10T12:00:00-08:00' };

/** After the session, as an attendee: the recording. */
export const OnDemand: Story = {
  decorators: [seeded(brk101)],
  parameters: { pageContext: { page: 'session-detail', params: { id: brk101.sessionCode }, scopes: ROLE_SCOPES.attendee, settings: afterTheSession } },
};

/** After the session, as an anonymous visitor: a sign-in prompt where the recording would be. */
export const OnDemandForAnonymousVisitor: Story = {
  parameters: { pageContext: { page: 'session-detail', params: { id: brk101.sessionCode }, settings: afterTheSession } },
};

export const WithoutVideoAndRelatedSessions: Story = { args: { showVideo: false, showRelatedSessions: false } };
