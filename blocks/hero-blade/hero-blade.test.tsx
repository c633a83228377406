import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';
import { renderBlock } from '../testing/render-block';
import { heroBlade } from './index';
import type { HeroBladeProps } from './props.gen';

const textSection: HeroBladeProps['textSection'] = {
  heading: 'Build the future',
  body: 'Four days of sessions.',
  headingLevel: 1,
  buttons: [{ type: 'ctalink', text: 'Register now', url: '/register' }],
};
const videoHero: HeroBladeProps = {
  assetData: { assetType: 'video', videoUrl: 'https://cdn.example/keynote.mp4', videoAltText: 'Keynote recap' },
  textSection,
  videoRequiresAuth: true,
};
const attendee: CurrentUser = {
  id: 'u1', role: 'attendee', displayName: 'Avery', firstName: 'Avery', lastName: 'A', email: 'a@example.com',
  scopes: [...ROLE_SCOPES.attendee], expiresAt: Date.now() / 1000 + 3600,
};

describe('hero blade', () => {
  it('shows the text section beside an image with its alt text', () => {
    renderBlock(heroBlade, { assetData: { assetType: 'image', image: { src: '/images/hero.jpg', alt: 'The keynote hall' } }, textSection });
    expect(screen.getByRole('heading', { level: 1, name: 'Build the future' })).toBeTruthy();
    expect(screen.getByText('Four days of sessions.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The keynote hall' }).getAttribute('src')).toBe('/images/hero.jpg');
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/en-us/register');
  });

  it('asks anonymous visitors, who receive no video address, to sign in when the video requires it', () => {
    const { container } = renderBlock(heroBlade, { ...videoHero, assetData: { ...videoHero.assetData, videoUrl: undefined } });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('Sign in to watch this video.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
  });

  it('plays the video with controls for a signed-in attendee', () => {
    const { container } = renderBlock(heroBlade, videoHero, { context: { user: attendee, scopes: attendee.scopes } });
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://cdn.example/keynote.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('aria-label')).toBe('Keynote recap');
  });

  it('opens the light-box video from a keyboard-reachable button', async () => {
    const user = userEvent.setup();
    const { container } = renderBlock(heroBlade, {
      assetData: { assetType: 'image', image: { src: '/images/hero.jpg', alt: '' }, lightBoxUrl: 'https://cdn.example/teaser.mp4', videoAltText: 'Teaser' },
      textSection,
    });
    expect(container.querySelector('video')).toBeNull();
    await screen.findByRole('button', { name: 'Play video' });
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Play video');
    await user.keyboard('{Enter}');
    const video = container.querySelector('dialog video');
    expect(video?.getAttribute('src')).toBe('https://cdn.example/teaser.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('places the asset by position and hides entirely when hidden', () => {
    const image: HeroBladeProps['assetData'] = { assetType: 'image', image: { src: '/a.jpg', alt: 'A' } };
    const shown = renderBlock(heroBlade, { assetData: image, textSection, assetPosition: 'right' });
    expect(shown.container.querySelector('.hero-blade--asset-right')).not.toBeNull();
    const hidden = renderBlock(heroBlade, { assetData: image, textSection, hidden: true });
    expect(hidden.container.innerHTML).toBe('');
  });

  it('drops a video URL that is not http(s)', () => {
    const { container } = renderBlock(heroBlade, { ...videoHero, videoRequiresAuth: false, assetData: { assetType: 'video', videoUrl: 'javascript:alert(1)' } });
    expect(container.querySelector('video')).toBeNull();
  });
});
