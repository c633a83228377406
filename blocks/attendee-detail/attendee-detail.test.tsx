import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../src/engine';
import { ROLE_SCOPES } from '../../src/engine';
import { demoSettings } from '../../storybook/demo-page-context';
import { contoso, linus } from '../testing/catalogue-samples';
import { installItemApi, renderDetail } from '../testing/detail-harness';
import { attendeeDetail } from './index';
import { truncateAt } from './lazy/TruncatedText';
import { blockDefaults } from '../shared/lazy/block-meta';

const api = { '/attendee/en-us-att-linus': linus, '/company/en-us-co-contoso': contoso };
const onPage = (id: string, user: CurrentUser | null = null) =>
  renderDetail(attendeeDetail, blockDefaults(attendeeDetail), { page: 'attendee-detail', params: { id }, user, scopes: user ? user.scopes : [] });
const linusHimself: CurrentUser = {
  id: linus.userId, role: 'attendee', displayName: linus.displayName, firstName: 'Linus', lastName: 'Example', email: 'linus@example.com',
  scopes: [...ROLE_SCOPES.attendee], expiresAt: Date.now() / 1000 + 3600,
};

afterEach(() => vi.unstubAllGlobals());

describe('attendee detail', () => {
  it('shows a public profile with company, region, participation and social links (no team chat for others)', async () => {
    const { requests } = installItemApi(api);
    onPage('att-linus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linus Example' })).toBeTruthy();
    expect(requests).toContain('/attendee/en-us-att-linus');
    expect((await screen.findByRole('link', { name: 'Contoso Cloud' })).getAttribute('href')).toBe('/en-us/sponsors/co-contoso');
    expect(screen.getByText('Europe')).toBeTruthy();
    expect(screen.getByText('In-person')).toBeTruthy();
    const social = within(screen.getByRole('list', { name: 'Social profiles' }));
    // The website value is not an address, so it is left out rather than linked.
    expect(social.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://x.com/linus_e',
      'https://www.linkedin.com/in/linus-example',
      'https://github.com/linuse',
    ]);
    expect(screen.queryByText('Chat in Teams')).toBeNull();
  });

  it('cuts the bio at 350 characters and shows the rest on request', async () => {
    installItemApi(api);
    onPage('att-linus');
    const button = await screen.findByRole('button', { name: 'Show more' });
    const bio = screen.getByText(/^Linus builds/);
    expect(bio.textContent).toBe(truncateAt(linus.bio as string, 350));
    expect(bio.textContent?.length).toBeLessThanOrEqual(351);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(bio.textContent).toBe(linus.bio);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers no way to contact oneself on one’s own profile, not even the team chat its email could build', async () => {
    const { requests } = installItemApi({
      ...api,
      '/attendee/en-us-att-linus': { ...linus, email: 'linus@example.com', isAvailableForMeetings: true },
      '/profile/summary': { attendeeDirectory: true },
    });
    onPage('att-linus', linusHimself);
    await screen.findByText(/This is your profile/);
    await waitFor(() => expect(requests).toContain('/profile/summary'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('link', { name: /Chat in Teams|Send message|Book meeting|Send email/ })).toBeNull();
  });

  it('offers a directory member the message, meeting, email and team-chat links of an attendee available for meetings', async () => {
    const viewer: CurrentUser = { ...linusHimself, id: 'user-avery', displayName: 'Avery' };
    // The server gives Linus's email to a directory member because he takes meeting requests (privacy.ts).
    const reachable = { ...linus, isAvailableForMeetings: true, email: 'linus@example.com' };
    installItemApi({ ...api, '/attendee/en-us-att-linus': reachable, '/profile/summary': { attendeeDirectory: true }, '/favorite/0': { type: 0, ids: [] } });
    const features = { ...demoSettings.features, showMessaging: true, showMeetings: true };
    renderDetail(attendeeDetail, blockDefaults(attendeeDetail), { page: 'attendee-detail', params: { id: 'att-linus' }, user: viewer, scopes: viewer.scopes, settings: { ...demoSettings, features } });
    const message = await screen.findByRole('link', { name: 'Send message to Linus Example' });
    expect(message.getAttribute('href')).toBe('/en-us/user/inbox?toRegKey=att-linus&isNew=true');
    expect(screen.getByRole('link', { name: 'Book meeting with Linus Example' }).getAttribute('href')).toBe('/en-us/meetings/schedule?attendeeId=att-linus');
    expect(screen.getByRole('link', { name: 'Send email to Linus Example' }).getAttribute('href')).toBe('mailto:linus@example.com');
    const chat = screen.getByRole('link', { name: /^Chat in Teams with Linus Example/ });
    expect([chat.getAttribute('href'), chat.getAttribute('target')]).toEqual(['https://teams.microsoft.com/l/chat/0/0?users=linus%40example.com', '_blank']);
  });

  it('offers the favorite button on other attendees’ profiles, never on the visitor’s own', async () => {
    const viewer: CurrentUser = { ...linusHimself, id: 'user-avery', displayName: 'Avery' };
    installItemApi({ ...api, '/favorite/0': { type: 0, ids: [] } });
    const other = onPage('att-linus', viewer);
    expect((await screen.findByRole('button', { name: 'Add Linus Example to favorites' })).getAttribute('aria-pressed')).toBe('false');
    other.unmount();
    onPage('att-linus', linusHimself);
    await screen.findByText(/This is your profile/);
    // Long enough for a favorites list to arrive, were the button asking for one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /to favorites/ })).toBeNull();
  });

  it('answers a hidden or unknown profile with the spec message', async () => {
    installItemApi(api);
    onPage('att-private');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find attendee with ID att-private');
  });
});

describe('bio truncation', () => {
  it.each<[string, number, string]>([
    ['short text', 20, 'short text'],
    ['one two three four', 12, 'one two…'],
    ['averyveryverylongword', 8, 'averyver…'],
  ])('%s at %i → %s', (text, limit, expected) => {
    expect(truncateAt(text, limit)).toBe(expected);
  });
});
