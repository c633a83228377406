import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { ROLE_SCOPES } from '../../src/engine';
import { renderBlock } from '../testing/render-block';
import { socialEmbed } from './index';
import type { SocialEmbedProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const posts: SocialEmbedProps = {
  ...blockDefaults(socialEmbed),
  embedUrl: 'https://embed.bsky.app/tag/ConfsiteSummit',
  networkName: 'Bluesky',
  profileUrl: 'https://social.example/tag/ConfsiteSummit',
  title: 'Posts tagged #ConfsiteSummit',
};
const signedIn = { scopes: ROLE_SCOPES.attendee };

async function show(props: SocialEmbedProps = posts, context = {}) {
  const view = renderBlock(socialEmbed, props, { context });
  await screen.findByRole('heading', { name: 'Join the conversation' });
  return view;
}

beforeAll(() => import('./lazy/SocialEmbed'));
beforeEach(() => useShellStore.setState({ cookieConsent: 'accepted' }));
afterEach(() => useShellStore.setState({ cookieConsent: null }));

describe('social embed', () => {
  it('loads the posts only when the visitor asks', async () => {
    await show(posts, signedIn);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('The posts are loaded from Bluesky when you ask for them.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show posts' }));
    const frame = screen.getByTitle('Posts tagged #ConfsiteSummit');
    expect(frame.getAttribute('src')).toBe('https://embed.bsky.app/tag/ConfsiteSummit');
    expect(frame.getAttribute('height')).toBe('600');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('asks anonymous visitors to sign in, and still links the posts on the network', async () => {
    await show();
    expect(screen.getByText('Sign in to see these posts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show posts' })).toBeNull();
    const profile = screen.getByRole('link', { name: /^View on Bluesky/ });
    expect(profile.getAttribute('href')).toBe('https://social.example/tag/ConfsiteSummit');
  });

  it('asks for cookie consent and offers the posts once the visitor accepts', async () => {
    useShellStore.setState({ cookieConsent: null });
    await show(posts, signedIn);
    expect(screen.getByText('These posts come from Bluesky, which uses cookies. Accept cookies to see them.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(screen.getByRole('button', { name: 'Show posts' })).toBeTruthy();
  });

  it('needs neither with bypassConsent and allowAnonymous, and names an unnamed network "another site"', async () => {
    useShellStore.setState({ cookieConsent: 'declined' });
    await show({ ...posts, bypassConsent: true, allowAnonymous: true, networkName: undefined, title: undefined });
    expect(screen.getByText('The posts are loaded from another site when you ask for them.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show posts' }));
    expect(screen.getByTitle('Posts from another site')).toBeTruthy();
  });

  it('embeds only http(s) addresses; editors are told why nothing shows', async () => {
    const { container, unmount } = renderBlock(socialEmbed, { ...posts, embedUrl: 'javascript:alert(1)' }, { context: signedIn });
    await waitFor(() => expect(container.querySelector('.block-loading')).toBeNull());
    expect(container.innerHTML).toBe('');
    unmount();
    renderBlock(socialEmbed, { ...posts, embedUrl: undefined }, { context: { isEditor: true } });
    expect((await screen.findByRole('note')).textContent).toBe('Add the embed address of the posts (http or https).');
  });
});
