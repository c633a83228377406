import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useShellStore } from '../../src/app/store/shell-store';
import { PHASES, block, testSettings, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

const pages = {
  home: [block('test-text', { text: 'Welcome home' })],
  sessions: [block('test-text', { text: 'All sessions' })],
  header: [block('test-text', { text: 'Header navigation' })],
  footer: [block('test-text', { text: 'Footer links' })],
};

beforeEach(() => resetClientState());

describe('header and footer', () => {
  it('show the brand and the header and footer content pages', async () => {
    installFakeApi({ pages });
    renderApp('/en-us/home');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Test Summit' }).getAttribute('href')).toBe('/en-us/home');
    expect(await within(header).findByText('Header navigation')).toBeTruthy();
    expect(await within(screen.getByRole('contentinfo')).findByText('Footer links')).toBeTruthy();
  });

  it('offers sign-in and registration to visitors, and hides registration from attendees', async () => {
    installFakeApi({ pages });
    const { unmount } = renderApp('/en-us/home');
    expect((await screen.findByRole('link', { name: 'Register' })).getAttribute('href')).toBe('https://register.example.com/test-summit');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    unmount();

    installFakeApi({ pages, user: testUser('attendee') });
    renderApp('/en-us/home');
    expect(await screen.findByText('Avery Attendee')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByText('Administrator')).toBeNull();
    expect(screen.queryByRole('link', { name: 'QA tool' })).toBeNull();
  });

  it('links a QA tester, who has no editor menu, to the QA tool', async () => {
    installFakeApi({ pages, user: testUser('qa', 'Quinn Tester') });
    renderApp('/en-us/home');
    expect((await screen.findByRole('link', { name: 'QA tool' })).getAttribute('href')).toBe('/en-us/qa');
    expect(screen.queryByRole('button', { name: 'Content Editor' })).toBeNull();
  });
});

describe('registration', () => {
  it('offers no register button when the site has no registration address', async () => {
    const base = testSettings();
    installFakeApi({ pages, settings: testSettings({ settings: { ...base.settings, registrationUrl: undefined } }) });
    renderApp('/en-us/home');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });
});

describe('language switcher', () => {
  it('keeps the page, changes the prefix and remembers the choice', async () => {
    installFakeApi({ pages });
    const app = renderApp('/en-us/sessions?track=ai');
    await screen.findByText('All sessions');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await waitFor(() => expect(app.currentPath()).toBe('/de-de/sessions?track=ai'));
    expect(useShellStore.getState().language).toBe('de-de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
  });

  it('is hidden when the flag is off', async () => {
    installFakeApi({ pages, settings: testSettings({ features: { showLanguageSwitcher: false } }) });
    renderApp('/en-us/home');
    await screen.findByText('Welcome home');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});

describe('cookie consent', () => {
  it('asks until the visitor answers, and remembers the answer', async () => {
    installFakeApi({ pages });
    useShellStore.setState({ cookieConsent: null });
    renderApp('/en-us/home');
    const consent = await screen.findByRole('region', { name: 'Cookie consent' });
    await userEvent.click(within(consent).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('confsite.shell') ?? '{}').state.cookieConsent).toBe('declined');
  });
});

describe('preview date', () => {
  const phaseAt = (date: string | null) => {
    const now = date ? Date.parse(date) : Date.parse('2026-09-01T00:00:00Z');
    return [...PHASES].reverse().find((phase) => Date.parse(phase.start) <= now)?.id ?? 'pre-event';
  };
  const livePages = {
    ...pages,
    home: (date: string | null) => [block('test-text', { text: phaseAt(date) === 'live' ? 'Live now' : 'Coming soon' })],
  };

  it('choosing a phase previews the site at its start', async () => {
    const api = installFakeApi({ pages: livePages, settings: (date) => testSettings({ currentPhase: phaseAt(date) }) });
    renderApp('/en-us/home');
    expect(await screen.findByText('Coming soon')).toBeTruthy();
    const panel = await screen.findByRole('complementary', { name: 'Preview date' });
    expect(within(panel).getByText('Phase: Pre-event')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Expand' }));

    // The controls load when the widget is first expanded.
    await userEvent.click(await within(panel).findByRole('button', { name: 'Live' }));

    expect(await screen.findByText('Live now')).toBeTruthy();
    expect(within(panel).getByText('Phase: Live')).toBeTruthy();
    expect(api.requests).toContain(`GET /api/v1/settings?testingDate=${encodeURIComponent(PHASES[1]?.start ?? '')}`);

    await userEvent.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Coming soon')).toBeTruthy();
  });

  it('takes the testing date from the URL', async () => {
    installFakeApi({ pages: livePages, settings: (date) => testSettings({ currentPhase: phaseAt(date) }) });
    renderApp('/en-us/home?testingDate=2027-03-10T12:00:00Z');
    expect(await screen.findByText('Live now')).toBeTruthy();
    expect(useShellStore.getState().testingDate).toBe('2027-03-10T12:00:00.000Z');
  });

  it('is shown to content editors but not to attendees when dev functions are off', async () => {
    const settings = testSettings({ features: { enableDevFunctions: false } });
    installFakeApi({ pages, settings, user: testUser('attendee') });
    const { unmount } = renderApp('/en-us/home');
    await screen.findByText('Welcome home');
    expect(screen.queryByRole('complementary', { name: 'Preview date' })).toBeNull();
    unmount();

    installFakeApi({ pages, settings, user: testUser('contenteditor', 'Cora Editor') });
    renderApp('/en-us/home');
    expect(await screen.findByRole('complementary', { name: 'Preview date' })).toBeTruthy();
    expect(screen.getByText('Content Editor')).toBeTruthy();
  });
});
