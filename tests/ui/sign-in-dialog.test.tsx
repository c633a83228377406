import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissedRecently, rememberDismissal, SIGN_IN_DIALOG_DISMISSAL_MS } from '../../src/app/shell/sign-in-offer/dismissal';
import { SIGN_IN_OFFER_DELAY_MS } from '../../src/app/shell/sign-in-offer/sign-in-offer';
import { useShellStore } from '../../src/app/store/shell-store';
import type { CurrentUser } from '../../src/engine';
import { block, testSettings, testUser } from './helpers/fixtures';
import { installFakeApi } from './helpers/fake-api';
import { renderApp, resetClientState } from './helpers/render-app';

/**
 * Spec 2 §1: a dialog lists the benefits of signing in (availability, venue updates, a schedule to create and share,
 * recommendations when that flag is on); spec 3 §4: closing or skipping it is remembered for 24 hours.
 */

const HOUR = 60 * 60 * 1000;
const DISMISSAL_KEY = 'confsite.signInDialog.dismissedAt';

function arrange({ user = null, features = {} }: { user?: CurrentUser | null; features?: Record<string, boolean> } = {}) {
  const settings = testSettings();
  installFakeApi({ user, settings: { ...settings, features: { ...settings.features, ...features } }, pages: { home: [block('test-text', { text: 'Welcome home' })] } });
}

/** Opens the app at `path` and lets the visitor read past the dialog's delay. */
async function readFor(path: string, ms = SIGN_IN_OFFER_DELAY_MS) {
  const app = renderApp(path);
  await screen.findByRole('main');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  return app;
}

const dialog = () => screen.findByRole('dialog', { name: 'Sign in to make the most of the event' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetClientState();
  localStorage.removeItem(DISMISSAL_KEY);
});
afterEach(() => vi.useRealTimers());

describe('the sign-in dialog', () => {
  it('opens for an anonymous visitor who has read a while, with the benefits and the ways forward', async () => {
    arrange();
    await readFor('/en-us/home');
    const offer = within(await dialog());
    expect(offer.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'See which sessions still have seats',
      'Get the latest updates from the venue',
      'Create their schedule and share it',
    ]);
    expect(offer.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
    expect(offer.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('https://register.example.com/test-summit');
    expect(offer.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });

  it('names session recommendations while that flag is on', async () => {
    arrange({ features: { enableSessionRecommendations: true } });
    await readFor('/en-us/home');
    expect(within(await dialog()).getByText('Get session recommendations picked for them')).toBeTruthy();
  });

  it('waits for the delay, and for the cookie question to be answered', async () => {
    arrange();
    useShellStore.setState({ cookieConsent: null });
    await readFor('/en-us/home', SIGN_IN_OFFER_DELAY_MS - 100);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGN_IN_OFFER_DELAY_MS);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useShellStore.getState().acceptCookies());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SIGN_IN_OFFER_DELAY_MS);
    });
    expect(await dialog()).toBeTruthy();
  });

  it('stays away for 24 hours once skipped', async () => {
    arrange();
    const app = await readFor('/en-us/home');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dismissedRecently()).toBe(true);
    app.unmount();

    await readFor('/en-us/home');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts Escape (the dialog’s cancel) as closing', async () => {
    arrange();
    await readFor('/en-us/home');
    fireEvent(await dialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dismissedRecently()).toBe(true);
  });

  it.each<[string, () => void, string]>([
    ['a signed-in attendee', () => arrange({ user: testUser('attendee') }), '/en-us/home'],
    ['a site where sign-in is off', () => arrange({ features: { allowLogOn: false } }), '/en-us/home'],
    ['the sign-in page itself', () => arrange(), '/en-us/sign-in'],
    ['a page that already asks for sign-in', () => arrange({ features: { enableProfile: true } }), '/en-us/user/profile'],
  ])('is not offered to %s', async (_case, setUp, path) => {
    setUp();
    await readFor(path, SIGN_IN_OFFER_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('dismissedRecently', () => {
  const now = Date.parse('2027-03-09T12:00:00Z');

  it.each<[string, string | null, boolean]>([
    ['never', null, false],
    ['just now', String(now), true],
    ['23 hours ago', String(now - 23 * HOUR), true],
    ['24 hours ago', String(now - SIGN_IN_DIALOG_DISMISSAL_MS), false],
    ['a time ahead of the clock', String(now + HOUR), false],
    ['something else', 'yesterday', false],
  ])('%s → %s', (_case, stored, dismissed) => {
    if (stored === null) localStorage.removeItem(DISMISSAL_KEY);
    else localStorage.setItem(DISMISSAL_KEY, stored);
    expect(dismissedRecently(now)).toBe(dismissed);
  });

  it('reads what rememberDismissal wrote', () => {
    rememberDismissal(now);
    expect([dismissedRecently(now + 1), dismissedRecently(now + SIGN_IN_DIALOG_DISMISSAL_MS)]).toEqual([true, false]);
  });
});
