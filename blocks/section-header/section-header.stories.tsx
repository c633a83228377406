import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';
import { BlockPreview } from '../../storybook/BlockPreview';
import { sectionHeader } from './index';
import type { SectionHeaderProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const attendee: CurrentUser = {
  id: 'story-attendee', role: 'attendee', displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee',
  email: 'avery@example.com', scopes: [...ROLE_SCOPES.attendee], expiresAt: 4_102_444_800,
};

const meta = {
  title: 'Blocks/Section header',
  render: (props) => <BlockPreview type={sectionHeader} props={props} />,
  args: {
    ...(blockDefaults(sectionHeader) as SectionHeaderProps),
    anonymousHeader: { title: 'Your summit', heading: 'Plan four days of sessions', subheading: 'Sign in to build your schedule.' },
    signedInHeader: { title: 'Welcome back', subheading: 'Here is your schedule so far.' },
    buttons: [{ type: 'ctalink', text: 'Browse sessions', url: '/sessions' }],
  },
} satisfies Meta<SectionHeaderProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: the anonymous texts and a sign-in button. */
export const Anonymous: Story = {};

/** A signed-in attendee: the signed-in texts, the heading line taken from the anonymous texts. */
export const SignedIn: Story = {
  parameters: { pageContext: { user: attendee, scopes: ROLE_SCOPES.attendee } },
};

export const CenteredWithoutSignIn: Story = {
  args: { alignment: 'center', showSignInButton: false, titleLevel: 1 },
};
