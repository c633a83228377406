import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext, type PageContextValue, useShellStore } from '../../src/app/block-kit';
import type { ConsentState } from '../../src/engine/lazy/consent';
import { BlockPreview } from '../../storybook/BlockPreview';
import { demoPageContext } from '../../storybook/demo-page-context';
import { ToastArea } from '../../tests/ui/helpers/app-frame';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { contoso } from '../testing/catalogue-samples';
import { dataSharingConsent } from './index';
import type { DataSharingConsentProps } from './props.gen';

const attendee = testUser('attendee');
const signedIn: Partial<PageContextValue> = { user: attendee, scopes: attendee.scopes };

/** The consent calls over a state in memory (`failing` answers the POST with a 500), and the exhibitor's page data. */
function fakeConsentApi(state: ConsentState) {
  const api = { state, failing: false, posts: [] as unknown[], requests: 0 };
  const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    api.requests += 1;
    if (pathname === '/api/v1/company/en-us-co-contoso') return reply(200, contoso);
    if (pathname !== '/api/v1/userconsent') return reply(404, { error: 'NotFound', message: pathname });
    if (init.method !== 'POST') return reply(200, api.state);
    const answer = JSON.parse(String(init.body)) as { exhibitorName?: string; optedIn: boolean };
    api.posts.push(answer);
    if (api.failing) return reply(500, { error: 'InternalServerError', message: 'Internal server error' });
    api.state = { ...api.state, consents: [...api.state.consents.filter((kept) => kept.exhibitorName !== answer.exhibitorName), answer] };
    return reply(200, api.state);
  });
  return api;
}

function show(props: DataSharingConsentProps, context: Partial<PageContextValue> = signedIn) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageContext.Provider value={demoPageContext({ page: 'exhibitor-detail', params: { id: 'co-contoso' }, ...context })}>
        <BlockPreview type={dataSharingConsent} props={props} />
      </PageContext.Provider>
      <ToastArea />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useShellStore.setState({ toasts: [] }));
});

describe('share my data', () => {
  it('turns the switch the moment it is pressed, before the server answers', async () => {
    fakeConsentApi({ canConsent: true, consents: [] });
    show({ target: 'exhibitor' });
    const toggle = (await screen.findByRole('switch', { name: 'Share my contact details with Contoso Cloud' })) as HTMLInputElement;
    act(() => toggle.click());
    expect(toggle.checked).toBe(true);
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull());
    expect(toggle.checked).toBe(true);
  });

  it('lets an attendee share their details with the exhibitor of the page, and stores the answer', async () => {
    const api = fakeConsentApi({ canConsent: true, consents: [] });
    show({ target: 'exhibitor' });
    const section = within(await screen.findByRole('region', { name: 'Share my data' }));
    const toggle = await section.findByRole('switch', { name: 'Share my contact details with Contoso Cloud' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(api.posts).toEqual([{ exhibitorName: 'Contoso Cloud', optedIn: true }]);
  });

  it('starts from the global answer, and the global switch answers for every exhibitor', async () => {
    const api = fakeConsentApi({ canConsent: true, consents: [{ optedIn: true }] });
    show({ target: 'global' });
    const toggle = await screen.findByRole('switch', { name: 'Share my contact details with all exhibitors' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    await waitFor(() => expect(api.posts).toEqual([{ optedIn: false }]));
  });

  it('shows the spec’s toast when the answer fails, and keeps the switch as the server has it', async () => {
    const api = fakeConsentApi({ canConsent: true, consents: [] });
    api.failing = true;
    show({ target: 'exhibitor' });
    const toggle = await screen.findByRole('switch', { name: /Contoso Cloud/ });
    await userEvent.click(toggle);
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        'There was an issue submitting your response. Please try again or contact an administrator for assistance.',
      ),
    ).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('tells a user who may not consent (Korea) so, with no switch', async () => {
    fakeConsentApi({ canConsent: false, consents: [] });
    show({ target: 'exhibitor' });
    expect(await screen.findByText('Sharing your details with exhibitors is not available in your country or region.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows nothing to anonymous visitors and asks nothing of the server', async () => {
    const api = fakeConsentApi({ canConsent: true, consents: [] });
    const { container } = show({ target: 'exhibitor' }, { user: null, scopes: [] });
    // Until the block's lazy code has loaded its place holds only the loading placeholder, which shows nothing either:
    // wait for the block itself, whichever tests ran before.
    await waitFor(() => expect(container.querySelector('.block-loading')).toBeNull());
    await act(async () => {});
    expect(container.querySelector('.data-sharing-consent')).toBeNull();
    expect(api.requests).toBe(0);
  });
});
