import type { Meta, StoryObj } from '@storybook/react-vite';
import { expandableDrawer } from '../expandable-drawer';
import type { ExpandableDrawerProps } from '../expandable-drawer/props.gen';
import { drawerActions } from './index';
import type { DrawerActionsProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const Actions = drawerActions.component;
const Drawer = expandableDrawer.component;

const FAQ: [string, ExpandableDrawerProps][] = [
  ['story-badge', { title: 'Where do I pick up my badge?', body: 'At the registration desk in the North hall.' }],
  ['story-wifi', { title: 'Is there Wi-Fi?', body: 'Yes: join "Summit" with the password on your badge.' }],
  ['story-food', { title: 'Is lunch included?', body: 'Lunch is served from noon to 2 pm in Hall B.', group: 'venue' }],
];

/** The actions above the drawers they control, as on a FAQ page. */
const meta = {
  title: 'Blocks/Drawer actions',
  render: (props) => (
    <>
      <Actions props={props} block={{ component: 'drawer-actions', contentId: 'story-actions', key: 'story-actions', props: { ...props } }} />
      {FAQ.map(([contentId, drawer]) => (
        <Drawer key={contentId} props={drawer} block={{ component: 'expandable-drawer', contentId, key: contentId, props: { ...drawer } }} />
      ))}
    </>
  ),
  args: blockDefaults(drawerActions),
} satisfies Meta<DrawerActionsProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForEveryDrawer: Story = {};

export const CustomLabelsLeft: Story = {
  args: { expandAllText: 'Show all answers', collapseAllText: 'Hide all answers', alignment: 'left' },
};

/** Controls only the drawers of the "venue" group (the lunch question). */
export const ForOneGroup: Story = { args: { group: 'venue', alignment: 'center' } };
