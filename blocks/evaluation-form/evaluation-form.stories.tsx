import type { Meta, StoryObj } from '@storybook/react-vite';
import { evaluationKeys } from '../../src/api/lazy/evaluations';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoSettings } from '../../storybook/demo-page-context';
import { blockDefaults } from '../shared/lazy/block-meta';
import { avery } from '../testing/profile-samples';
import { interestsSurvey, sessionForm } from '../testing/evaluation-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { withMemoryRouter } from '../testing/with-memory-router';
import { evaluationForm } from './index';
import type { EvaluationFormProps } from './props.gen';

/** A session evaluation on /evaluations/{id}: a score below 3 reveals a required follow-up question. */
const meta = {
  title: 'Blocks/Evaluation form',
  render: (props) => <BlockPreview type={evaluationForm} props={props} />,
  args: { ...blockDefaults(evaluationForm), heading: 'Evaluate this session', headingLevel: 2 },
  decorators: [
    withMemoryRouter,
    withSeededQueries([
      [evaluationKeys.form({ kind: 'session', id: 's-101' }, 'en-us'), sessionForm],
      [evaluationKeys.form({ kind: 'survey', id: 'interests' }, 'en-us'), interestsSurvey],
    ]),
  ],
  parameters: {
    pageContext: { page: 'evaluation-detail', params: { id: 's-101' }, user: avery, scopes: avery.scopes, settings: { ...demoSettings, features: { ...demoSettings.features, showEvaluations: true } } },
  },
} satisfies Meta<EvaluationFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SessionEvaluation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '2 Fair' }));
    await canvas.findByRole('textbox', { name: 'What went wrong?' });
  },
};

/** An anonymous survey, as a signed-out visitor answers it. */
export const AnonymousSurvey: Story = {
  args: { evaluation: 'survey', surveyId: 'interests', heading: 'Help shape next year' },
  parameters: { pageContext: { page: 'home', user: null, scopes: [] } },
};
