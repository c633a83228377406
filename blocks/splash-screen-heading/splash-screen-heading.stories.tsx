import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { splashScreenHeading } from './index';
import type { SplashScreenHeadingProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const meta = {
  title: 'Blocks/Splash screen heading',
  render: (props) => <BlockPreview type={splashScreenHeading} props={props} />,
  args: { ...blockDefaults(splashScreenHeading), heading: 'Confsite Summit 2027', subheading: 'Build what is next · March 9–12 · Seattle and online' },
} satisfies Meta<SplashScreenHeadingProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Glyph and lettering share the gradient, over the dark backdrop. */
export const GradientsWithGlyph: Story = {};

export const LeftAlignedWithoutGlyph: Story = { args: { glyphText: undefined, alignment: 'left', headingLevel: 2 } };

/** No backdrop: the lettering's gradient on the page's own background. */
export const LetteringOnPage: Story = {
  args: { glyphText: 'rocket', gradients: { text: { angle: 45, colors: ['#0b57d0', '#7a1fa0', '#a0186b'] } }, minHeight: 0 },
};

/** One colour each: plain lettering on a plain backdrop. */
export const PlainColours: Story = {
  args: { glyphText: 'calendar-days', gradients: { text: { colors: ['#ffe9a8'] }, background: { colors: ['#1b1b1b'] } } },
};
