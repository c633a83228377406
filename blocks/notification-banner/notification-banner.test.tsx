import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { notificationBanner } from './index';
import { dismissalKey, isBannerShown, type BannerState } from './lazy/banner-visibility';
import type { NotificationBannerProps } from './props.gen';

// Loaded up front, so the lazy block resolves within `act` and a banner that shows nothing can be told from one loading.
await import('./lazy/NotificationBanner');

const KEY = dismissalKey('notification-banner-preview');
const REQUIRED = 'confsite.test.checked-in';
const text = 'Registration closes on Friday.';

async function show(props: NotificationBannerProps) {
  const view = renderBlock(notificationBanner, props);
  await act(async () => {});
  return view;
}

const banner = () => screen.queryByRole('region', { name: 'Notification' });

afterEach(() => localStorage.clear());

describe('when a notification banner shows', () => {
  const base: BannerState = { bannerText: text, requiredValue: null, dismissedText: null, dismissedInView: false };
  it.each([
    ['a new banner', {}, true],
    ['dismissed before', { dismissedText: text }, false],
    ['an older text was dismissed', { dismissedText: 'Old news' }, true],
    ['required entry missing', { requireLocalStorageEntry: REQUIRED }, false],
    ['required entry empty', { requireLocalStorageEntry: REQUIRED, requiredValue: '' }, false],
    ['required entry set', { requireLocalStorageEntry: REQUIRED, requiredValue: 'yes' }, true],
    ['always: dismissed before and entry missing', { alwaysShowBanner: true, dismissedText: text, requireLocalStorageEntry: REQUIRED }, true],
    ['always: dismissed in this view', { alwaysShowBanner: true, dismissedInView: true }, false],
    ['no text', { bannerText: '' }, false],
  ] as const)('%s', (_case, state, shown) => {
    expect(isBannerShown({ ...base, ...state })).toBe(shown);
  });
});

describe('notification banner block', () => {
  it('shows its text and, once dismissed, stays away on the next visit', async () => {
    const { unmount } = await show({ bannerText: text });
    expect(banner()?.textContent).toContain(text);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(KEY)).toBe(text);
    unmount();
    await show({ bannerText: text });
    expect(banner()).toBeNull();
  });

  it('comes back when editors change the text', async () => {
    localStorage.setItem(KEY, 'Last week’s news');
    await show({ bannerText: text });
    expect(banner()).not.toBeNull();
  });

  it('with alwaysShowBanner hides only for the current view and stores nothing', async () => {
    localStorage.setItem(KEY, text);
    const { unmount } = await show({ bannerText: text, alwaysShowBanner: true });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(KEY)).toBe(text);
    localStorage.clear();
    unmount();
    await show({ bannerText: text, alwaysShowBanner: true });
    expect(banner()).not.toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('with requireLocalStorageEntry waits for that entry, also when another tab sets it', async () => {
    await show({ bannerText: text, requireLocalStorageEntry: REQUIRED });
    expect(banner()).toBeNull();
    localStorage.setItem(REQUIRED, 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: REQUIRED, newValue: 'true' }));
    });
    expect(banner()).not.toBeNull();
  });

  it('is dismissed with the keyboard', async () => {
    await show({ bannerText: text });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }));
    await userEvent.keyboard('{Enter}');
    expect(banner()).toBeNull();
  });
});
