import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { block, testSettings, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

const pages = {
  home: [block('test-text', { text: 'Welcome home' })],
  sessions: [block('test-text', { text: 'All sessions' })],
};

const devFunctionsOff = testSettings({ features: { enableDevFunctions: false, allowLogOn: true } });

let pageLoads: MockInstance<Location['replace']>;
beforeEach(() => {
  resetClientState();
  pageLoads = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
});
afterEach(() => pageLoads.mockRestore());

describe('sign-in at the provider', () => {
  it('leaves from the Sign in link for the provider, to come back to the page the visitor was on', async () => {
    installFakeApi({ pages });
    const app = renderApp('/en-us/sessions?track=ai');
    await screen.findByText('All sessions');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/api/v1/auth/login?returnTo=%2Fen-us%2Fsessions%3Ftrack%3Dai'));
    expect(app.currentPath()).toBe('/en-us/login');
    expect(screen.getByText('Taking you to sign-in…')).toBeTruthy();
  });

  it('comes back to the authenticated home when the remembered location is a system page, in the current language', async () => {
    installFakeApi({ pages });
    const app = renderApp('/en-us/unauthorized');
    await screen.findByRole('heading', { name: 'Sign-in required' });
    await act(() => app.router.navigate('/de-de/login'));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/api/v1/auth/login?returnTo=%2Fde-de%2Fhome'));
  });

  it('goes to the provider from /sign-in too when dev functions are off', async () => {
    installFakeApi({ pages, settings: devFunctionsOff });
    renderApp('/en-us/sign-in');
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/api/v1/auth/login?returnTo=%2Fen-us%2Fhome'));
    expect(screen.queryByRole('button', { name: 'Attendee' })).toBeNull();
  });

  it('offers the provider beside the personas on the dev sign-in helper', async () => {
    installFakeApi({ pages });
    const app = renderApp('/en-us/sessions');
    await screen.findByText('All sessions');
    await act(() => app.router.navigate('/en-us/sign-in'));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with your account' }));
    expect(pageLoads).toHaveBeenCalledWith('/api/v1/auth/login?returnTo=%2Fen-us%2Fsessions');
  });

  it('says why a sign-in failed in words, not as a text key, and offers to sign in again', async () => {
    installFakeApi({ pages });
    renderApp('/en-us/forbidden?errorCode=1404&errorMessage=translate.base.sign-in.error.expired');
    expect(await screen.findByText('This sign-in has expired or was started in another browser. Please sign in again.')).toBeTruthy();
    expect(screen.getByText('Error code: 1404')).toBeTruthy();
    expect(screen.queryByText('translate.base.sign-in.error.expired')).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/login');
  });

  it('tells a visitor who cancelled at the provider just that', async () => {
    installFakeApi({ pages });
    renderApp('/en-us/forbidden?errorCode=3403&errorMessage=translate.base.sign-in.error.cancelled');
    expect(await screen.findByText('Sign-in was cancelled.')).toBeTruthy();
    expect(screen.queryByText(/does not have permission/)).toBeNull();
  });
});

describe('the dev sign-in helper', () => {
  it('signs a persona in and returns to the page the visitor was on', async () => {
    const api = installFakeApi({ pages });
    const app = renderApp('/en-us/sessions?track=ai');
    await screen.findByText('All sessions');
    await act(() => app.router.navigate('/en-us/sign-in'));
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
    it('signing in as an editor', async () => {
      installFakeApi({ pages });
      const app = renderApp('/en-us/sessions');
      await screen.findByText('All sessions');
      await act(() => app.router.navigate('/en-us/sign-in'));
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
});

describe('sign-out', () => {
  it('signs out on /sign-out and returns home', async () => {
    const api = installFakeApi({ pages, user: testUser('attendee') });
    const app = renderApp('/en-us/sign-out');
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/home'));
    expect(api.requests).toContain('POST /api/v1/auth/logout?locale=en-us');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('goes on to the provider’s sign-out when the session came from one', async () => {
    const endSessionUrl = 'https://login.example.com/session/end?id_token_hint=x';
    installFakeApi({ pages, user: testUser('attendee'), endSessionUrl });
    renderApp('/en-us/sign-out');
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith(endSessionUrl));
  });
});

describe('/auth-redirect', () => {
  it('sends a signed-in visitor to a stored page, once the page list is in', async () => {
    installFakeApi({ pages: { ...pages, 'speaker-lounge': [block('test-text', { text: 'Lounge' })] }, user: testUser('attendee') });
    const app = renderApp('/en-us/auth-redirect?dest=speaker-lounge');
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/speaker-lounge'));
    expect(await screen.findByText('Lounge')).toBeTruthy();
  });

  it('sends an anonymous visitor to sign in, then on to its destination', async () => {
    installFakeApi({ pages });
    const app = renderApp('/en-us/auth-redirect?dest=sessions');
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/sign-in'));
    await userEvent.click(await screen.findByRole('button', { name: 'Attendee' }));
    await waitFor(() => expect(app.currentPath()).toBe('/en-us/sessions'));
  });
});
