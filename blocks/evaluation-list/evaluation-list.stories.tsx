import type { Meta, StoryObj } from '@storybook/react-vite';
import { evaluationKeys } from '../../src/api/lazy/evaluations';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { blockDefaults } from '../shared/lazy/block-meta';
import { avery } from '../testing/profile-samples';
import { evaluationListSample } from '../testing/evaluation-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { evaluationList } from './index';
import type { EvaluationListProps } from './props.gen';

/** The evaluations page: one session left to evaluate, one done, and the conference evaluation open. */
const meta = {
  title: 'Blocks/Evaluations list',
  render: (props) => <BlockPreview type={evaluationList} props={props} />,
  args: blockDefaults(evaluationList),
  decorators: [withSeededQueries([[evaluationKeys.list('en-us'), evaluationListSample]])],
  parameters: {
    pageContext: { page: 'evaluations', user: avery, scopes: avery.scopes, settings: { ...demoSettings, features: { ...demoSettings.features, showEvaluations: true } } },
  },
} satisfies Meta<EvaluationListProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToEvaluate: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Evaluate Building with Rust' });
  },
};

export const OnlyWhatIsLeft: Story = { args: { showCompleted: false } };
