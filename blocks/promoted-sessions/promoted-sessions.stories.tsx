import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueKeys } from '../../src/api/lazy/catalogue';
import { ROLE_SCOPES } from '../../src/engine';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { liveSessionsFor, STORY_MOMENT } from '../shared/lazy/event-data/stories/live-sessions';
import { failing, pending, withApi } from '../shared/lazy/event-data/stories/with-api';
import { brk101ForAnonymous as brk101 } from '../testing/catalogue-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { promotedSessions } from './index';
import { sessionsOfTypes } from './lazy/promoted-sessions';
import type { PromotedSessionsProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const args: PromotedSessionsProps = {
  ...blockDefaults(promotedSessions),
  sessionIds: [brk101.sessionCode],
  sessionTypes: ['Keynote'],
  limit: 3,
  sessionsInformation: [{ sessionId: brk101.sessionCode, label: 'New', text: 'Added after popular demand.' }],
};
// The stories' visitor is anonymous, as are the answers they are given.
const [keynote, ...others] = liveSessionsFor('anonymous');

const meta = {
  title: 'Blocks/Promoted sessions',
  render: (props) => <BlockPreview type={promotedSessions} props={props} />,
  args,
  decorators: [
    withSeededQueries([
      [catalogueKeys.sessionList('en-us', [brk101.sessionCode]), { data: [brk101] }],
      [catalogueKeys.search('session', sessionsOfTypes(['Keynote'], 4), null), { data: [keynote], total: 1, page: 1, facets: [] }],
    ]),
  ],
  parameters: { pageContext: { settings: { ...demoSettings, serverTestingDate: STORY_MOMENT } } },
} satisfies Meta<PromotedSessionsProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen session with an editor's note first, then the keynote (live at the story moment). */
export const ChosenThenByType: Story = {};

/** Only chosen sessions, in the editor's order, with drawn shadows. */
export const ChosenOnly: Story = {
  args: { sessionTypes: [], sessionIds: others.map((session) => session.sessionCode), sessionsInformation: [], cardStyle: 'shadow' },
  decorators: [withSeededQueries([[catalogueKeys.sessionList('en-us', others.map((session) => session.sessionCode)), { data: others }]])],
};

/** An editor's block with nothing chosen yet. */
export const NotSetUpForEditors: Story = {
  args: { sessionIds: [], sessionTypes: [] },
  parameters: { pageContext: { isEditor: true, scopes: ROLE_SCOPES.contenteditor } },
};

export const Loading: Story = { decorators: [withApi(pending)] };

export const Failed: Story = { decorators: [withApi(failing(503))] };
