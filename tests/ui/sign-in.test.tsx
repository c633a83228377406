import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { block, testSettings, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

const pages = {
  home: [block('test-text', { text: 'Welcome home' })],
  sessions: [block('test-text', { text: 'All sessions' })],
};

beforeEach(() => resetClientState());

describe('sign-in', () => {
  it('returns to the page the visitor was on before signing in', async () => {
    const api = installFakeApi({ pages });
    const app = renderApp('/en-us/sessions?track=ai');
    await screen.findByText('All sessions');

    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Attendee' }));

    await waitFor(() => expect(app.currentPath()).toBe('/en-us/sessions?track=ai'));
    expect(api.requests).toContain('POST /api/v1/auth/dev-login');
    expect(await screen.findByText('Avery Attendee')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
  });

  it('goes to the home page when the remembered location is a system page', async () => {
    installFakeApi({ pages });
    const app = renderApp('/en-us/unauthorized');
    await screen.findByRole('heading', { name: 'Sign-in required' });
    await act(() => app.router.navigate('/de-de/sign-in'));
    await userEvent.click(await screen.findByRole('button', { name: 'Speaker' }));
    await waitFor(() => expect(app.currentPath()).toBe('/de-de/home'));
  });

  it('labels editors in the account area', async () => {
    installFakeApi({ pages, user: testUser('siteeditor') });
    renderApp('/en-us/home');
    expect(await screen.findByText('Administrator')).toBeTruthy();
  });

  describe('loads the page anew when editing starts or ends (an editor’s pages have a security policy of their own), and only then', () => {
    let pageLoads: MockInstance<Location['replace']>;
    beforeEach(() => {
      pageLoads = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    });
    afterEach(() => pageLoads.mockRestore());

    it('signing in as an editor', async () => {
      installFakeApi({ pages });
      const app = renderApp('/en-us/sessions');
      await screen.findByText('All sessions');
      await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Content editor' }));
      await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/en-us/sessions'));
      expect(app.currentPath()).toBe('/en-us/sign-in');
    });

    it('signing an editor out', async () => {
      installFakeApi({ pages, user: testUser('contenteditor') });
      renderApp('/en-us/sign-out');
      await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/en-us/home'));
    });

    it('but not signing in as an attendee', async () => {
      installFakeApi({ pages });
      const app = renderApp('/en-us/sign-in');
      await userEvent.click(await screen.findByRole('button', { name: 'Attendee' }));
      await waitFor(() => expect(app.currentPath()).toBe('/en-us/home'));
      expect(pageLoads).not.toHaveBeenCalled();
    });
  });

  it('says sign-in is not available when dev functions are off', async () => {
    installFakeApi({ pages, settings: testSettings({ features: { enableDevFunctions: false, allowLogOn: true } }) });
    renderApp('/en-us/sign-in');
    expect(await screen.findByText('Sign-in is not available on this site at the moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attendee' })).toBeNull();
  });

  it('signs out on /sign-out and returns home', async () => {
    const api = installFakeApi({ pages, user: testUser('attendee') });
    const app = renderApp('/en-us/sign-out');
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/home'));
    expect(api.requests).toContain('POST /api/v1/auth/logout');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in visitor of /auth-redirect to a stored page, once the page list is in', async () => {
    installFakeApi({ pages: { ...pages, 'speaker-lounge': [block('test-text', { text: 'Lounge' })] }, user: testUser('attendee') });
    const app = renderApp('/en-us/auth-redirect?dest=speaker-lounge');
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/speaker-lounge'));
    expect(await screen.findByText('Lounge')).toBeTruthy();
  });

  it('sends an anonymous visitor of /auth-redirect to sign in, then on to its destination', async () => {
    installFakeApi({ pages });
    const app = renderApp('/en-us/auth-redirect?dest=sessions');
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/sign-in'));
    await userEvent.click(await screen.findByRole('button', { name: 'Attendee' }));
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/sessions'));
  });
});
