import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockDecoratorContext } from '../../src/app/block-kit';
import { BlockPreview } from '../../storybook/BlockPreview';
import { sectionHeading } from '../section-heading';
import { randomizer } from './index';
import type { RandomizerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const OFFERS = ['Free coffee at the Expo', 'Swag bag at registration', 'Photo booth in Hall C'];
const nested = OFFERS.map((offer) => <BlockPreview key={offer} type={sectionHeading} props={{ heading: offer, headingLevel: 2 }} />);

/** A random one of three nested section headings on every visit. */
const meta = {
  title: 'Blocks/Randomizer',
  render: (props) => (
    <BlockPreview type={randomizer} props={props}>
      {nested}
    </BlockPreview>
  ),
  args: blockDefaults(randomizer),
} satisfies Meta<RandomizerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickedPerVisit: Story = {};

export const KeptForTheSession: Story = { args: { keepForSession: true } };

/** In edit mode every nested block shows, under a note. */
export const InEditMode: Story = {
  parameters: { pageContext: { isEditor: true } },
  decorators: [(Story) => <BlockDecoratorContext.Provider value={(_block, content) => content}><Story /></BlockDecoratorContext.Provider>],
};
