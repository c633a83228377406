import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { contentBlock } from '../content-block';
import { tabExplorer } from './index';
import type { TabExplorerProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const DAYS = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Workshops', 'Community day', 'Expo'];

/** Tab n shows nested block n; the stories nest one content block per tab. */
function Explorer(props: TabExplorerProps) {
  return (
    <BlockPreview type={tabExplorer} props={props}>
      {props.tabs.map((tab) => (
        <BlockPreview key={tab.id} type={contentBlock} props={{ html: `<p>Everything happening on <strong>${tab.name}</strong>.</p>` }} />
      ))}
    </BlockPreview>
  );
}

const meta = {
  title: 'Blocks/Tab explorer',
  render: (props) => <Explorer {...props} />,
  args: {
    ...blockDefaults(tabExplorer),
    heading: 'Plan your days',
    tabs: DAYS.slice(0, 3).map((day) => ({ id: day.toLowerCase(), name: day })),
  },
} satisfies Meta<TabExplorerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {};

export const PillsCentredInContainers: Story = {
  args: {
    sharedTabConfig: { style: 'pill', alignment: 'center' },
    tabs: DAYS.slice(0, 3).map((day) => ({ id: day.toLowerCase(), name: day, addContentContainer: true })),
  },
};

/** More tabs than fit: scroll buttons appear once the row sticks out more than 30 px. */
export const ManyTabsOverflowing: Story = {
  args: { tabs: DAYS.map((day) => ({ id: day.toLowerCase().replace(' ', '-'), name: day })) },
  render: (props) => (
    <div style={{ maxWidth: '28rem' }}>
      <Explorer {...props} />
    </div>
  ),
};
