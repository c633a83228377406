import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../../../src/app/block-kit';
import { ROLE_SCOPES, SCOPES, type CurrentUser } from '../../../../src/engine';
import { demoPageContext, demoSettings } from '../../../../storybook/demo-page-context';
import { stubFetch, type SentRequest } from '../../../testing/fake-fetch';
import { ContactSlot } from './ContactSlot';
import type { ContactAttendee } from './ContactLinks';

const viewer: CurrentUser = {
  id: 'user-avery', role: 'attendee', displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee', email: 'avery@example.com',
  scopes: [...ROLE_SCOPES.attendee], expiresAt: 4_102_444_800,
};
const quinn: ContactAttendee = { attendeeId: 'att-quinn', userId: 'user-quinn', displayName: 'Quinn Quokka', isAvailableForMeetings: true, email: 'quinn@example.com' };
const ALL_ON = { showMessaging: true, showMeetings: true };

/** The profile summary's part the rules read; the rest as the API would give it. */
const summary = (attendeeDirectory: boolean) => ({ attendeeId: 'att-avery', attendeeDirectory, scopes: viewer.scopes });

function show(
  attendee: ContactAttendee,
  { user = viewer, inDirectory = true, features = ALL_ON, scopes = user?.scopes ?? [] }: { user?: CurrentUser | null; inDirectory?: boolean; features?: Record<string, boolean>; scopes?: readonly string[] } = {},
) {
  const sent = stubFetch(({ path }) => (path === '/profile/summary' ? { status: 200, body: summary(inDirectory) } : { status: 404, body: { error: 'NotFound', message: path } }));
  const settings = { ...demoSettings, features: { ...demoSettings.features, ...features } };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PageContext.Provider value={demoPageContext({ user, scopes, settings })}>
        <ContactSlot attendee={attendee} />
      </PageContext.Provider>
    </QueryClientProvider>,
  );
  return sent;
}

const linkNames = () => screen.queryAllByRole('link').map((link) => link.getAttribute('aria-label'));
/** The summary was asked for (so the links' code has loaded), and has had time to arrive. */
async function settle(sent: SentRequest[]) {
  await waitFor(() => expect(sent.map((request) => request.path)).toContain('/profile/summary'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

afterEach(() => vi.unstubAllGlobals());

// The links load on their own the first time: slow on a busy machine.
describe('contact links of an attendee (spec 1 §6)', { timeout: 15_000 }, () => {
  it('offers a directory member every way to reach an attendee available for meetings, each named after them', async () => {
    show(quinn);
    const message = await screen.findByRole('link', { name: 'Send message to Quinn Quokka' });
    expect(message.textContent).toBe('Send message');
    expect(message.getAttribute('href')).toBe('/en-us/user/inbox?toRegKey=att-quinn&isNew=true');
    expect(screen.getByRole('link', { name: 'Book meeting with Quinn Quokka' }).getAttribute('href')).toBe('/en-us/meetings/schedule?attendeeId=att-quinn');
    expect(screen.getByRole('link', { name: 'Send email to Quinn Quokka' }).getAttribute('href')).toBe('mailto:quinn@example.com');
    const chat = screen.getByRole('link', { name: 'Chat in Teams with Quinn Quokka (opens in a new window)' });
    expect(chat.getAttribute('href')).toBe('https://teams.microsoft.com/l/chat/0/0?users=quinn%40example.com');
    expect(chat.getAttribute('target')).toBe('_blank');
  });

  it('shows none on the viewer’s own profile', async () => {
    const sent = show({ ...quinn, userId: viewer.id });
    await settle(sent);
    expect(linkNames()).toEqual([]);
  });

  it('shows none to a viewer outside the attendee directory', async () => {
    const sent = show(quinn, { inDirectory: false });
    await settle(sent);
    expect(linkNames()).toEqual([]);
  });

  it('shows none for an attendee not available for meetings', async () => {
    const sent = show({ ...quinn, isAvailableForMeetings: false });
    await settle(sent);
    expect(linkNames()).toEqual([]);
  });

  it('asks nothing and loads nothing for a visitor who is not signed in', async () => {
    const sent = show(quinn, { user: null });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(linkNames()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it.each<[string, Record<string, boolean>, readonly string[], string[]]>([
    ['messaging off: no message', { showMessaging: false, showMeetings: true }, ROLE_SCOPES.attendee, ['Book meeting with Quinn Quokka']],
    ['meetings off: no meeting', { showMessaging: true, showMeetings: false }, ROLE_SCOPES.attendee, ['Send message to Quinn Quokka']],
    ['no tools scope: no message', ALL_ON, [SCOPES.sessionCatalog, SCOPES.meetings], ['Book meeting with Quinn Quokka']],
    ['no meetings scope: no meeting', ALL_ON, [SCOPES.sessionCatalog, SCOPES.eventTools], ['Send message to Quinn Quokka']],
  ])('follows the flags and scopes: %s', async (_case, features, scopes, expected) => {
    // Without an email given, only the message and the meeting can be offered.
    show({ ...quinn, email: undefined }, { features, scopes });
    await screen.findByRole('link', { name: expected[0] });
    expect(linkNames()).toEqual(expected);
  });
});
