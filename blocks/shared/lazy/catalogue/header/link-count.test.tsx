import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../../../../src/app/block-kit';
import { SCOPES, type CurrentUser } from '../../../../../src/engine';
import { demoPageContext, demoSettings } from '../../../../../storybook/demo-page-context';
import { stubFetch } from '../../../../testing/fake-fetch';
import { avery } from '../../../../testing/profile-samples';
import { CatalogueHeader } from './CatalogueHeader';
import { NETWORKING_LINKS } from './header-links';

const settings = { ...demoSettings, features: { ...demoSettings.features, showMessaging: true, showMeetings: true } };

function show(user: CurrentUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext({ page: 'attendees', user, scopes: user?.scopes ?? [], settings })}>
        <CatalogueHeader fields={{}} noun="attendees" links={NETWORKING_LINKS} titleId="attendees-title" />
      </PageContext.Provider>
    </QueryClientProvider>,
  );
}

function installCounters(unread: number, pending: number) {
  return stubFetch(({ path }) => {
    if (path === '/messages/unreadCount') return { status: 200, body: { count: unread } };
    if (path === '/meeting/pendingCount') return { status: 200, body: { count: pending } };
    return { status: 404, body: { error: 'NotFound', message: path } };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the counters on the attendee catalogue’s links', () => {
  it('shows the unread messages on My messages and the invitations to answer on My meetings', async () => {
    installCounters(3, 1);
    show(avery);
    expect(await screen.findByRole('link', { name: 'My messages 3 unread messages' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'My meetings 1 invitation to answer' })).toBeTruthy();
  });

  it('shows no counter at zero, and asks only for the counters the visitor has', async () => {
    const sent = installCounters(0, 2);
    show({ ...avery, scopes: [SCOPES.sessionCatalog, SCOPES.eventTools] });
    await waitFor(() => expect(sent.map((request) => request.path)).toEqual(['/messages/unreadCount']));
    expect(screen.getByRole('link', { name: 'My messages' }).textContent).toBe('My messages');
    expect(screen.getByRole('link', { name: 'My meetings' }).textContent).toBe('My meetings');
  });

  it('asks for nothing for an anonymous visitor', async () => {
    const sent = installCounters(3, 1);
    show(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });
});
