import type { Meta, StoryObj } from '@storybook/react-vite';
import { qaKeys } from '../../src/api/lazy/qa';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { doneRun, quinn, summaryOf } from '../testing/qa-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { qaResults } from './index';
import type { QaResultsProps } from './props.gen';

const meta = {
  title: 'Blocks/QA results',
  render: (props) => <BlockPreview type={qaResults} props={props} />,
  args: blockDefaults(qaResults),
  decorators: [
    withSeededQueries([
      [qaKeys.runs, { runs: [summaryOf(doneRun)] }],
      [qaKeys.run(doneRun.id), doneRun],
    ]),
  ],
  parameters: { pageContext: { page: 'qa', params: {}, user: quinn, scopes: quinn.scopes } },
} satisfies Meta<QaResultsProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished run: a failing high difference, a passing low one, a page without design and one that failed. */
export const Grid: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('rowheader', { name: '/get-help' });
  },
};
