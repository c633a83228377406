import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockPreview } from '../../storybook/BlockPreview';
import { navigation } from './index';
import type { NavigationProps } from './props.gen';

const meta = {
  title: 'Blocks/Navigation',
  render: (props) => <BlockPreview type={navigation} props={props} />,
  args: {
    ariaLabel: 'Main',
    links: [
      { text: 'Home', url: '/home' },
      { text: 'Sessions', url: '/sessions', requiresFeature: 'enableSessions' },
      { text: 'Speakers', url: '/speakers' },
      { text: 'Community', url: '/feature-content', requiresFeature: 'enableCommunityHub' },
      { text: 'Get help', url: '/get-help' },
    ],
  },
} satisfies Meta<NavigationProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Community" is hidden: its feature flag is off in the seed settings. */
export const Default: Story = {};

/** The current page's link is marked with aria-current. */
export const OnTheSessionsPage: Story = { parameters: { pageContext: { page: 'sessions' } } };
