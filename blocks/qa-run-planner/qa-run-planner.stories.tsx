import type { Meta, StoryObj } from '@storybook/react-vite';
import { qaKeys } from '../../src/api/lazy/qa';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { qaPages, sid } from '../testing/qa-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { qaRunPlanner } from './index';
import type { QaRunPlannerProps } from './props.gen';

const meta = {
  title: 'Blocks/QA run planner',
  render: (props) => <BlockPreview type={qaRunPlanner} props={props} />,
  args: blockDefaults(qaRunPlanner),
  decorators: [withSeededQueries([[qaKeys.runs, { runs: [] }]])],
  parameters: { pageContext: { page: 'qa', params: {}, user: sid, scopes: sid.scopes, pages: qaPages } },
} satisfies Meta<QaRunPlannerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No run going: the form alone, with the current phase and the block's default breakpoints ticked. */
export const Plan: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Start run' });
  },
};
