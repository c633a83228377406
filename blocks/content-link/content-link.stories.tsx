import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentKeys } from '../../src/api/content';
import { createAppRegistry, RegistryContext } from '../../src/app/block-kit';
import type { ResolvedPage } from '../../src/engine';
import { BlockPreview } from '../../storybook/BlockPreview';
import { componentGroup } from '../component-group';
import { contentBlock } from '../content-block';
import { sectionHeading } from '../section-heading';
import { withSeededQueries } from '../testing/seeded-queries';
import { contentLink } from './index';
import type { ContentLinkProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

/** The other page, as GET /api/v1/content/get-help answers it. */
const getHelp: ResolvedPage = {
  env: 'cont',
  page: 'get-help',
  phase: 'pre-event',
  revision: 4,
  blocks: [
    { component: 'section-heading', contentId: 'intro', key: 'intro', props: { heading: 'Get help', headingLevel: 1 } },
    { component: 'component-group', contentId: 'contact', key: 'contact', props: { heading: 'Contact us', gap: 'large' } },
    { component: 'content-block', contentId: 'desk', key: 'desk', parentId: 'contact', props: { heading: 'Help desk', headingLevel: 3, html: '<p>Level 1, by the main entrance, 7 am to 7 pm.</p>' } },
    { component: 'content-block', contentId: 'email', key: 'email', parentId: 'contact', props: { heading: 'Email', headingLevel: 3, html: '<p>help@confsite.dev answers within a day.</p>' } },
  ],
};
const registry = createAppRegistry([sectionHeading, contentBlock, componentGroup] as never[]);

const meta = {
  title: 'Blocks/Content link',
  render: (props) => <BlockPreview type={contentLink} props={props} />,
  args: { ...blockDefaults(contentLink), page: 'get-help', contentId: 'contact' },
  decorators: [
    (Story) => (
      <RegistryContext.Provider value={registry}>
        <Story />
      </RegistryContext.Provider>
    ),
    withSeededQueries([[contentKeys.view('get-help', { testingDate: null }), getHelp]]),
  ],
} satisfies Meta<ContentLinkProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact group of the help page, with its nested blocks. */
export const LinkedGroup: Story = {};

/** Editors see the spec's notice where the linked block is missing; visitors see nothing. */
export const NotFoundForEditors: Story = {
  args: { contentId: 'removed-block' },
  parameters: { pageContext: { isEditor: true } },
};
