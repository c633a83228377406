import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../../src/app/block-kit';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';
import { demoSettings } from '../../storybook/demo-page-context';
import { attendee as attendeeProfile, session } from '../../tests/engine/catalogue-search/builders';
import { catalogueRoutes } from '../../tests/ui/fixtures/catalogue-routes';
import { installFakeApi, type FakeRoute } from '../testing/event-data-api';
import { Answer, renderDetail } from '../testing/detail-harness';
import { happeningNow } from './index';
import { happeningNowDefaults } from './lazy/live-sessions';
import { AUTO_REFRESH_KEY } from './lazy/use-auto-refresh';
import { watchNowOffer } from './lazy/watch-now';
import type { HappeningNowProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const at = (time: string) => `2027-03-09T${time}:00-08:00`;
const keynote = { logicalValue: 'keynote', displayValue: 'Keynote' };
const lab = { logicalValue: 'lab', displayValue: 'Hands-on lab' };
const stream = (code: string) => `https://stream.example.com/${code}`;
const both = ['In-Person', 'Digital'];

const sessions = [
  session({ sessionId: 'key1', title: 'Opening keynote', sessionType: keynote, startDateTime: at('09:00'), endDateTime: at('10:30'), liveStream: stream('key1'), deliveryTypes: both }),
  session({ sessionId: 'brk1', title: 'Breakout without stream', startDateTime: at('09:30'), endDateTime: at('10:30'), deliveryTypes: both, regions: ['europe'] }),
  session({ sessionId: 'brk2', title: 'In the room only', startDateTime: at('09:45'), endDateTime: at('11:00'), liveStream: stream('brk2'), regions: ['north-america', 'europe'] }),
  session({ sessionId: 'lab1', title: 'Lab in German', sessionType: lab, sessionLanguage: 'de-DE', startDateTime: at('09:15'), endDateTime: at('10:15'), liveStream: stream('lab1'), deliveryTypes: ['Digital'], regions: ['europe'] }),
  session({ sessionId: 'up1', title: 'Later today', startDateTime: at('11:00'), endDateTime: at('12:00'), liveStream: stream('up1'), deliveryTypes: both }),
  session({ sessionId: 'end1', title: 'Early bird', startDateTime: at('08:00'), endDateTime: at('08:45'), liveStream: stream('end1'), deliveryTypes: both }),
];

let search: FakeRoute;
/** `GET /attendee/me`: the signed-in viewer's own profile. */
let ownProfile: FakeRoute;
const api = () => installFakeApi({ ...catalogueRoutes({ sessions }), 'POST /session/search': (call) => search(call), 'GET /attendee/me': (call) => ownProfile(call) });
/** The search as the server answers a signed-in visitor: with the stream addresses. */
const signedInSearch = () => catalogueRoutes({ sessions }, 'signed-in')['POST /session/search'] as FakeRoute;
const show = (props: Partial<HappeningNowProps> = {}, context = {}) =>
  renderDetail(happeningNow, { ...blockDefaults(happeningNow), heading: 'Live now', ...props }, context);
const titles = async () => (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
const searches = (calls: ReturnType<typeof api>['calls']) => calls.filter((call) => call.path === '/session/search');
const attendee = { scopes: ROLE_SCOPES.attendee };
const avery: CurrentUser = {
  id: 'dev-attendee', role: 'attendee', displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee', email: 'avery@example.com',
  scopes: [...ROLE_SCOPES.attendee], expiresAt: Date.now() / 1000 + 3600,
};
const signedIn = { user: avery, scopes: avery.scopes };
const profileIn = (region: string | null) => () =>
  attendeeProfile({ attendeeId: 'avery', displayName: 'Avery Attendee', userId: avery.id, region: region ? { logicalValue: region, displayValue: region } : null });
const profileCalls = (calls: ReturnType<typeof api>['calls']) => calls.filter((call) => call.path === '/attendee/me');

beforeEach(() => {
  search = catalogueRoutes({ sessions })['POST /session/search'] as FakeRoute;
  ownProfile = profileIn('north-america');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(at('10:00')));
  window.localStorage.clear();
});
afterEach(() => {
  // Unmounted before the fake API goes: a refresh in flight must not reach the network.
  cleanup();
  useShellStore.setState({ testingDate: null });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('happening now', () => {
  it('lists the sessions live now, in order of their start, of the chosen types and facet values', async () => {
    const { calls } = api();
    const { unmount } = show({ sessionTypes: ['keynote', 'breakout'] });
    expect(await titles()).toEqual(['Opening keynote', 'Breakout without stream', 'In the room only']);
    expect(screen.getAllByText('Live now', { selector: '.catalogue-tag' })).toHaveLength(3);
    expect((searches(calls)[0]?.body as { searchFacets: unknown }).searchFacets).toMatchObject({
      facets: [{ name: 'sessionType', facet: 'keynote' }, { name: 'sessionType', facet: 'breakout' }],
    });
    unmount();
    show({ filterConfig: [{ facet: 'language', value: 'de-DE' }] });
    expect(await titles()).toEqual(['Lab in German']);
  });

  it('leaves out the sessions without a stream when asked', async () => {
    api();
    show({ enableStreamUrlFilter: true });
    expect(await titles()).toEqual(['Opening keynote', 'Lab in German', 'In the room only']);
  });

  it("keeps, when asked, the sessions for the signed-in attendee's region and those for every region", async () => {
    const { calls } = api();
    show({ filterByRegion: true }, signedIn);
    expect(await titles()).toEqual(['Opening keynote', 'In the room only']);
    expect(profileCalls(calls)).toHaveLength(1);
    // Fetched beyond the cards shown, as the server does not filter by region.
    expect((searches(calls)[0]?.body as { itemsPerPage: number }).itemsPerPage).toBeGreaterThan(16);
  });

  it.each([
    ['an attendee without a region', () => profileIn(null)],
    ['a signed-in visitor without an attendee profile', () => () => new Answer(404, { error: 'NotFound', message: 'You have no attendee profile' })],
  ])('filters no region for %s', async (_name, profile) => {
    ownProfile = profile();
    api();
    show({ filterByRegion: true }, signedIn);
    expect(await titles()).toEqual(['Opening keynote', 'Lab in German', 'Breakout without stream', 'In the room only']);
  });

  it('filters no region for anonymous visitors, nor when the filter is off, without asking for a profile', async () => {
    const { calls } = api();
    const { unmount } = show({ filterByRegion: true });
    expect(await titles()).toHaveLength(4);
    unmount();
    show({ filterByRegion: false }, signedIn);
    expect(await titles()).toEqual(['Opening keynote', 'Lab in German', 'Breakout without stream', 'In the room only']);
    expect(profileCalls(calls)).toEqual([]);
  });

  it("shows nothing but the loading note until the viewer's region is known", async () => {
    ownProfile = () => new Promise(() => {});
    api();
    show({ filterByRegion: true }, signedIn);
    expect((await screen.findByRole('status')).textContent).toBe('Loading the live sessions…');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('offers anonymous visitors a sign-in, attendees the stream, in-person-only streams only to in-person attendees', async () => {
    api();
    const { unmount } = show();
    await titles();
    // The anonymous answers carry only the flag that there is a stream: the sign-in links come from it.
    expect(screen.getAllByRole('link', { name: /^Sign in to watch/ }).map((link) => link.getAttribute('href'))).toEqual(Array(3).fill('/en-us/sign-in'));
    expect(document.body.innerHTML).not.toContain('stream.example.com');
    unmount();
    search = signedInSearch();
    const second = show({}, attendee);
    await titles();
    expect(screen.getAllByRole('link', { name: /^Watch now/ }).map((link) => link.getAttribute('href'))).toEqual([stream('key1'), stream('lab1')]);
    second.unmount();
    show({}, { scopes: ROLE_SCOPES['inperson-attendee'] });
    await titles();
    expect(screen.getByRole('link', { name: /^Watch now ?: In the room only/ }).getAttribute('href')).toBe(stream('brk2'));
  });

  it('decides watch now by the rules of the spec', () => {
    const streamed = { liveStream: stream('x'), hasLiveStream: true, deliveryTypes: both };
    const forAnonymous = { ...streamed, liveStream: null };
    const cases: [Parameters<typeof watchNowOffer>[0], Parameters<typeof watchNowOffer>[1], string][] = [
      [{ ...streamed, liveStream: null, hasLiveStream: false }, ROLE_SCOPES.attendee, 'none'],
      [{ ...streamed, liveStream: 'javascript:alert(1)' }, ROLE_SCOPES.attendee, 'none'],
      [forAnonymous, [], 'sign-in'],
      [forAnonymous, ['event-tools'], 'sign-in'],
      [streamed, ROLE_SCOPES.attendee, 'watch'],
      [{ ...streamed, deliveryTypes: ['In-Person'] }, ROLE_SCOPES.attendee, 'none'],
      [{ ...streamed, deliveryTypes: ['in-person '] }, ROLE_SCOPES['inperson-attendee'], 'watch'],
    ];
    expect(cases.map(([item, viewer]) => watchNowOffer(item, viewer).kind)).toEqual(cases.map(([, , kind]) => kind));
  });

  it('shows the first cards, the rest on More with focus on the first new card, and fewer again on Less', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api();
    show({ cardCount: 2, autoFocusFirstCard: true });
    expect(await titles()).toEqual(['Opening keynote', 'Lab in German']);
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(await titles()).toHaveLength(4);
    expect(document.activeElement?.textContent).toBe('Breakout without stream');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(await titles()).toHaveLength(2);
  });

  it('refreshes on its timer and by hand, showing what went live meanwhile', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = api();
    show({ autoRefreshTimeInSeconds: 240 });
    expect(await titles()).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(239_000));
    expect(searches(calls)).toHaveLength(1);
    vi.setSystemTime(new Date(at('11:00')));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(async () => expect(await titles()).toEqual(['Later today']));
    expect(searches(calls)).toHaveLength(2);
    vi.setSystemTime(new Date(at('11:30')));
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    await vi.waitFor(() => expect(searches(calls)).toHaveLength(3));
    expect(screen.getByText(/^Updated 11:30/)).toBeTruthy();
  });

  it('remembers a visitor who switches the timer off, on this device', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = api();
    const { unmount } = show();
    await titles();
    await user.click(screen.getByRole('switch', { name: 'Refresh automatically' }));
    expect(window.localStorage.getItem(AUTO_REFRESH_KEY)).toBe('off');
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(searches(calls)).toHaveLength(1);
    unmount();
    show();
    expect(((await screen.findByRole('switch')) as HTMLInputElement).checked).toBe(false);
  });

  it('takes the refresh time and card count from the site setting when the block has none, else 300 s and 4', () => {
    expect(happeningNowDefaults(undefined)).toEqual({ refreshSeconds: 300, cardCount: 4 });
    expect(happeningNowDefaults({ autoRefreshTimeInSeconds: 120, cardCount: 40 })).toEqual({ refreshSeconds: 120, cardCount: 16 });
    expect(happeningNowDefaults({ autoRefreshTimeInSeconds: -5, cardCount: 0 })).toEqual({ refreshSeconds: 300, cardCount: 4 });
  });

  it("uses the visitor's testing date as its moment, and sends it to the server", async () => {
    useShellStore.setState({ testingDate: at('11:15') });
    const { calls } = api();
    show();
    expect(await titles()).toEqual(['Later today']);
    expect(searches(calls)[0]?.query.get('testingDate')).toBe(at('11:15'));
    expect(screen.getByText(/^Updated 11:15/)).toBeTruthy();
  });

  it("lists by the server's testing date when the visitor has none", async () => {
    api();
    show({}, { settings: { ...demoSettings, serverTestingDate: at('09:10') } });
    // The fake server's own moment is the clock (10:00): only what started by 9:10 and runs past 10:00 is listed.
    expect(await titles()).toEqual(['Opening keynote']);
    expect(screen.getByText(/^Updated 9:10/)).toBeTruthy();
  });

  it('says when nothing is live, and when loading failed, with a retry', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.setSystemTime(new Date(at('13:00')));
    api();
    const { unmount } = show();
    expect(await screen.findByText('Nothing is live right now. Check back soon.')).toBeTruthy();
    unmount();
    const working = search;
    search = () => new Answer(503, { error: 'Unavailable', message: 'down' });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the live sessions.');
    search = working;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is live right now. Check back soon.')).toBeTruthy();
  });
});
