import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/engine';
import { block, testSettings, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

/** Spec 2 §2: anonymous → sign-in (coming back here), signed in without the scope → /forbidden 3403, flag off → not found. */

const catalogueOnly: CurrentUser = { ...testUser('attendee'), scopes: ['session-catalog'] };

function arrange(user: CurrentUser | null, features: Record<string, boolean> = {}) {
  const settings = testSettings();
  return installFakeApi({
    user,
    settings: { ...settings, features: { ...settings.features, enableProfile: true, showMessaging: true, ...features } },
    pages: {
      home: [block('test-text', { text: 'Welcome home' })],
      profile: [block('test-text', { text: 'Your profile' })],
      inbox: [block('test-text', { text: 'Your conversations' })],
    },
  });
}

beforeEach(resetClientState);

describe('a personal route', () => {
  it('shows a signed-in attendee the page', async () => {
    arrange(testUser('attendee'));
    renderApp('/en-us/user/profile');
    expect(await screen.findByText('Your profile')).toBeTruthy();
  });

  it('offers an anonymous visitor sign-in without asking for the content, and signing in comes back to the page', async () => {
    const api = arrange(null);
    const app = renderApp('/en-us/user/profile');
    expect(await screen.findByRole('heading', { name: 'Sign-in required' })).toBeTruthy();
    expect(api.requests.some((request) => request.includes('/content/profile'))).toBe(false);

    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Attendee' }));
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/user/profile'));
    expect(await screen.findByText('Your profile')).toBeTruthy();
  });

  it('sends a signed-in visitor without the scope to access denied (3403)', async () => {
    const api = arrange(catalogueOnly);
    const app = renderApp('/en-us/user/inbox?toRegKey=r1');
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/forbidden?errorCode=3403'));
    expect(await screen.findByText('Access denied. Your account does not have permission to use this site.')).toBeTruthy();
    expect(api.requests.some((request) => request.includes('/content/inbox'))).toBe(false);
  });

  it('is not found while its flag is off, for anonymous visitors and attendees alike', async () => {
    for (const user of [null, testUser('attendee')]) {
      arrange(user, { enableProfile: false });
      const view = renderApp('/en-us/user/profile');
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByText('Your profile')).toBeNull();
      view.unmount();
    }
  });
});

describe('an editor tool', () => {
  it('is access denied for a content editor on a site editors’ tool', async () => {
    arrange(testUser('contenteditor', 'Cora Editor'));
    const app = renderApp('/en-us/file-uploader');
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/forbidden?errorCode=3403'));
  });

  it('offers an anonymous visitor sign-in', async () => {
    arrange(null);
    renderApp('/en-us/glyph-search');
    expect(await screen.findByRole('heading', { name: 'Sign-in required' })).toBeTruthy();
  });
});
