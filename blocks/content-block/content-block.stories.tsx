import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { contentBlock } from './index';
import type { ContentBlockProps } from './props.gen';

const meta = {
  title: 'Blocks/Content block',
  render: (props) => <BlockPreview type={contentBlock} props={props} />,
  args: contentBlock.defaults,
} satisfies Meta<ContentBlockProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RichTextWithHeading: Story = {
  args: {
    heading: 'Getting there',
    headingLevel: 2,
    html: [
      '<p>The summit takes place at the <strong>Seattle Convention Center</strong>.</p>',
      '<ul><li>Light rail: Westlake station</li><li>Parking: level P2</li></ul>',
      '<p>See the <a href="https://venue.example/map" target="_blank">venue map</a>.</p>',
    ].join(''),
  },
};

/** The script, the onerror handler and the javascript: link are removed before rendering. */
export const HostileMarkupIsSanitised: Story = {
  args: {
    html: '<p>Safe text</p><script>alert(1)</script><img src="/storybook-assets/hero-placeholder.svg" alt="Placeholder" width="200" onerror="alert(2)"><p><a href="javascript:alert(3)">not a link any more</a></p>',
  },
};
