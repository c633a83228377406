import type { Meta, StoryObj } from '@storybook/react-vite';
import { evaluationKeys } from '../../src/api/lazy/evaluations';
import { BlockDecoratorContext } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { blockDefaults } from '../shared/lazy/block-meta';
import { interestsSurvey } from '../testing/evaluation-samples';
import { withSeededQueries } from '../testing/seeded-queries';
import { sectionHeading } from '../section-heading';
import { gatedComponent } from './index';
import type { GatedComponentProps } from './props.gen';

const nested = [
  <BlockPreview key="gated" type={sectionHeading} props={{ heading: 'Answer two questions to unlock the slides', headingLevel: 3 }} />,
  <BlockPreview key="ungated" type={sectionHeading} props={{ heading: 'Here are the slides', headingLevel: 3 }} />,
];

/** Content behind the anonymous interests survey: the button opens the survey below it. */
const meta = {
  title: 'Blocks/Gated component',
  render: (props) => (
    <BlockPreview type={gatedComponent} props={props}>
      {nested}
    </BlockPreview>
  ),
  args: { ...blockDefaults(gatedComponent), surveyId: 'interests', heading: 'Unlock the slide decks', headingLevel: 2 },
  decorators: [withSeededQueries([[evaluationKeys.form({ kind: 'survey', id: 'interests' }, 'en-us'), interestsSurvey]])],
} satisfies Meta<GatedComponentProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gated: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Take the survey' }));
    await canvas.findByRole('checkbox', { name: 'AI and agents' });
  },
};

/** In edit mode both sections show, under a note. */
export const InEditMode: Story = {
  parameters: { pageContext: { isEditor: true } },
  decorators: [(Story) => <BlockDecoratorContext.Provider value={(_block, content) => content}><Story /></BlockDecoratorContext.Provider>],
};
