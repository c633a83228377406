import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useShellStore } from '../../src/app/store/shell-store';
import { block } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

beforeEach(() => {
  resetClientState();
  installFakeApi({
    pages: {
      home: [block('test-text', { text: 'Welcome home' })],
      sessions: [block('test-text', { text: 'All sessions' })],
    },
  });
});

describe('language prefix redirects', () => {
  it.each([
    ['/', '/en-us/home'],
    ['/sessions', '/en-us/sessions'],
    ['/sessions?track=ai', '/en-us/sessions?track=ai'],
    ['/zh-sg/sessions', '/zh-cn/sessions'],
    ['/zh-hans/home', '/zh-cn/home'],
    ['/zh-hk/home', '/en-us/home'],
    ['/de-de', '/de-de/home'],
  ])('%s → %s', async (from, to) => {
    const app = renderApp(from);
    await waitFor(() => expect(app.currentPath()).toBe(to));
  });

  it('uses the stored language choice for paths without a prefix', async () => {
    useShellStore.getState().chooseLanguage('fr-fr');
    const app = renderApp('/');
    await waitFor(() => expect(app.currentPath()).toBe('/fr-fr/home'));
  });
});

describe('pages', () => {
  it('renders a content page through the renderer', async () => {
    renderApp('/en-us/sessions');
    expect(await screen.findByText('All sessions')).toBeTruthy();
  });

  it('shows the not-found screen when the page has no content', async () => {
    renderApp('/en-us/code-of-conduct');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the not-found screen for a path outside the route table', async () => {
    renderApp('/en-us/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows access denied for error code 3403 on the forbidden page', async () => {
    renderApp('/en-us/forbidden?errorCode=3403&errorMessage=nope');
    expect(await screen.findByText('Access denied. Your account does not have permission to use this site.')).toBeTruthy();
    expect(screen.queryByText('nope')).toBeNull();
  });

  it('shows the code and message of other sign-in failures', async () => {
    renderApp('/en-us/forbidden?errorCode=1404&errorMessage=Token%20expired');
    expect(await screen.findByText('Error code: 1404')).toBeTruthy();
    expect(screen.getByText('Token expired')).toBeTruthy();
  });

  it('offers landmarks and a skip link', async () => {
    renderApp('/en-us/home');
    await screen.findByText('Welcome home');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });
});

describe('when the stored pages cannot be had', () => {
  it('shows the error page for a path the code routes do not know, instead of waiting forever', async () => {
    installFakeApi({ pages: { 'speaker-lounge': [block('test-text', { text: 'Lounge' })] }, pageListStatus: 429 });
    renderApp('/en-us/speaker-lounge');
    expect(await screen.findByRole('heading', { name: 'Oops, something went wrong!' })).toBeTruthy();
  });

  it('still serves the code routes', async () => {
    installFakeApi({ pages: { sessions: [block('test-text', { text: 'All sessions' })] }, pageListStatus: 429 });
    renderApp('/en-us/sessions');
    expect(await screen.findByText('All sessions')).toBeTruthy();
  });
});

