import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueKeys } from '../../src/api/lazy/catalogue';
import { catalogueItemKeys } from '../../src/api/lazy/catalogue-items';
import { favoriteKeys } from '../../src/api/lazy/favorites';
import { ROLE_SCOPES } from '../../src/engine';
import { FAVORITE_TYPES } from '../../src/engine/lazy/favorites';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { attendee } from '../../tests/engine/catalogue-search/builders';
import { testUserStory } from '../shared/lazy/catalogue/stories/signed-in';
import { liveSessions, liveSessionsFor, STORY_MOMENT } from '../shared/lazy/event-data/stories/live-sessions';
import { failing, pending, withApi } from '../shared/lazy/event-data/stories/with-api';
import { withSeededQueries } from '../testing/seeded-queries';
import { happeningNow } from './index';
import { liveSessionsRequest } from './lazy/live-sessions';
import type { HappeningNowProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const settings = { ...demoSettings, serverTestingDate: STORY_MOMENT };
/** The answer of the search the block makes at the story moment. */
const answered = (data: typeof liveSessions, props: Partial<HappeningNowProps> = {}, more: Parameters<typeof withSeededQueries>[0] = []) =>
  withSeededQueries([
    [catalogueKeys.search('session', liveSessionsRequest(props, Date.parse(STORY_MOMENT)), null), { data, total: data.length, page: 1, facets: [] }],
    // Signed-in visitors' cards show their favorite buttons: one session is a favorite already.
    [favoriteKeys.ofType(FAVORITE_TYPES.session), { type: FAVORITE_TYPES.session, ids: [data[0]?.sessionId ?? ''] }],
    ...more,
  ]);

const signedIn = testUserStory({});
/** The second live session is meant for Europe only; the others for every region. */
const regional = liveSessions.map((session, index) => (index === 1 ? { ...session, regions: ['europe'] } : session));
const ownProfile = attendee({ attendeeId: 'story-attendee', displayName: 'Avery Attendee', userId: signedIn.pageContext.user.id, region: { logicalValue: 'north-america', displayValue: 'North America' } });

const meta = {
  title: 'Blocks/Happening now',
  render: (props) => <BlockPreview type={happeningNow} props={props} />,
  args: blockDefaults(happeningNow),
  decorators: [answered(liveSessionsFor('anonymous'))],
  parameters: { pageContext: { settings } },
} satisfies Meta<HappeningNowProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: the live sessions with sign-in links where there is a stream. */
export const Anonymous: Story = {};

/** A signed-in attendee: watch-now links (not for the in-person-only lab), two cards and More. */
export const SignedInWithMore: Story = {
  args: { cardCount: 2, cardStyle: 'shadow' },
  decorators: [answered(liveSessions, { cardCount: 2 })],
  parameters: { pageContext: { settings, scopes: ROLE_SCOPES.attendee } },
};

export const NothingLive: Story = { decorators: [answered([])] };

export const Loading: Story = { decorators: [withApi(pending)] };

export const Failed: Story = { decorators: [withApi(failing(503))] };

/** A signed-in attendee in North America with the region filter on: the session meant for Europe only is left out. */
export const OnlyTheViewersRegion: Story = {
  args: { filterByRegion: true },
  decorators: [answered(regional, { filterByRegion: true }, [[catalogueItemKeys.item('attendee', 'me', signedIn.pageContext.user.id), ownProfile]])],
  parameters: { pageContext: { ...signedIn.pageContext, settings } },
};
