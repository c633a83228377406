import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageContextValue } from '../../src/app/block-kit';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';
import { demoSettings } from '../../storybook/demo-page-context';
import { renderBlock } from '../testing/render-block';
import { sectionHeader } from './index';
import type { SectionHeaderProps } from './props.gen';

await import('./lazy/SectionHeader');

const attendee: CurrentUser = {
  id: 'u1', role: 'attendee', displayName: 'Avery', firstName: 'Avery', lastName: 'A', email: 'a@example.com',
  scopes: [...ROLE_SCOPES.attendee], expiresAt: Date.now() / 1000 + 3600,
};
const signedIn: Partial<PageContextValue> = { user: attendee, scopes: ROLE_SCOPES.attendee };

const header: SectionHeaderProps = {
  anonymousHeader: { title: 'Your summit', heading: 'Plan four days of sessions', subheading: 'Sign in to build your schedule.' },
  signedInHeader: { title: 'Welcome back', subheading: 'Here is your schedule so far.' },
  showSignInButton: true,
};

async function show(props: SectionHeaderProps, context?: Partial<PageContextValue>) {
  const view = renderBlock(sectionHeader, props, { context });
  await act(async () => {});
  return view;
}

describe('section header', () => {
  it('greets anonymous visitors with their texts and a sign-in button', async () => {
    await show(header);
    expect(screen.getByRole('heading', { level: 2, name: 'Your summit' })).toBeTruthy();
    expect(screen.getByText('Plan four days of sessions')).toBeTruthy();
    expect(screen.getByText('Sign in to build your schedule.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
  });

  it('words itself for signed-in visitors, taking unset texts from the anonymous ones, without a sign-in button', async () => {
    await show(header, signedIn);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Plan four days of sessions')).toBeTruthy();
    expect(screen.getByText('Here is your schedule so far.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('hides a line the signed-in wording sets empty', async () => {
    await show({ ...header, signedInHeader: { heading: '' } }, signedIn);
    expect(screen.queryByText('Plan four days of sessions')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your summit' })).toBeTruthy();
  });

  it('offers sign-in only while the site allows it and the block asks for it', async () => {
    const noLogOn = { settings: { ...demoSettings, features: { ...demoSettings.features, allowLogOn: false } } };
    const { unmount } = await show(header, noLogOn);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    unmount();
    await show({ ...header, showSignInButton: false });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('uses the chosen heading level and shows the buttons the visitor may see', async () => {
    await show({
      ...header,
      titleLevel: 1,
      showSignInButton: false,
      buttons: [
        { type: 'ctalink', text: 'Browse sessions', url: '/sessions' },
        { type: 'link', text: 'Members only', url: '/members', requiresFeature: 'noSuchFeature' },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your summit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse sessions' }).getAttribute('href')).toBe('/en-us/sessions');
    expect(screen.queryByRole('link', { name: 'Members only' })).toBeNull();
  });
});
