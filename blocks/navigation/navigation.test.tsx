import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../storybook/demo-page-context';
import { renderBlock } from '../testing/render-block';
import { navigation } from './index';
import type { NavigationProps } from './props.gen';

const props: NavigationProps = {
  ariaLabel: 'Main',
  links: [
    { text: 'Home', url: '/home' },
    { text: 'Sessions', url: '/sessions', requiresFeature: 'enableSessions' },
    { text: 'Community', url: '/feature-content', requiresFeature: 'enableCommunityHub' },
    { text: 'My tools', url: '/user/inbox', blockedScope: 'session-catalog' },
    { text: 'Sneaky', url: 'javascript:alert(1)' },
    { text: 'Blog', url: 'https://blog.example', target: '_blank' },
  ],
};

describe('navigation', () => {
  it('is a named navigation landmark listing the links the visitor may use', () => {
    renderBlock(navigation, props, { context: { page: 'sessions', scopes: ['session-catalog'] } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en-us/home'],
      ['Sessions', '/en-us/sessions'],
      ['Blog', 'https://blog.example'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Sessions' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows a feature-gated link once the feature is on, with a default landmark name', () => {
    const settings = { ...demoSettings, features: { ...demoSettings.features, enableCommunityHub: true } };
    renderBlock(navigation, { links: props.links }, { context: { settings } });
    const nav = screen.getByRole('navigation', { name: 'Site navigation' });
    expect(within(nav).getByRole('link', { name: 'Community' })).toBeTruthy();
  });

  it('renders nothing when no link is left', () => {
    const { container } = renderBlock(navigation, { links: [{ text: 'Community', url: '/x', requiresFeature: 'enableCommunityHub' }] });
    expect(container.innerHTML).toBe('');
  });
});
