import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueServer } from '../../tests/api/catalogue-fixture';
import { renderCatalogue, startCatalogueApi } from '../../tests/ui/catalogue/render-catalogue';
import { testUser } from '../../tests/ui/helpers/fixtures';
import { demoSettings } from '../../storybook/demo-page-context';
import { sessionCatalogue } from './index';
import type { SessionCatalogueProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const PROPS: SessionCatalogueProps = { ...blockDefaults(sessionCatalogue), pivotFacet: 'topic' };
const attendee = testUser('attendee');
const signedIn = { user: attendee, scopes: attendee.scopes };

// Every answer comes from the real search on an embedded database; on a busy machine that can take a while.
configure({ asyncUtilTimeout: 5000 });

let server: CatalogueServer;
beforeAll(async () => {
  server = await startCatalogueApi();
}, 120_000);
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const show = (path: string, context = {}) => renderCatalogue(sessionCatalogue, PROPS, { path, context });
const titlesOf = async (count: string) => {
  await screen.findByRole('heading', { level: 2, name: count });
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
};

/** The test window's size, which media queries answer to. */
function viewport(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });
}

describe('session catalogue block', { timeout: 20_000 }, () => {
  it('shows the sessions the URL asks for, each linking to its page by code', async () => {
    show('/en-us/sessions?search=quokka&sortBy=chronological');
    expect(await titlesOf('4 sessions')).toEqual(['Quokka orchestration at scale', '短尾矮袋鼠的云原生之旅', 'Quokka orchestration at scale', 'Quokka data lakes']);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Quokka orchestration at scale' }).getAttribute('href')).toBe('/en-us/sessions/QKA101');
    expect(within(first).getByText(/Mar 9, 2027, 9:00 AM – 10:00 AM PST/)).toBeTruthy();
    expect(within(first).getByText('Zephyrine Quokkaworth, Hidden Quokkaspeaker')).toBeTruthy();
    expect(within(screen.getAllByRole('article')[3] as HTMLElement).getByText('On demand')).toBeTruthy();
  });

  it('greets anonymous visitors with a sign-in button and signed-in ones with their links, each behind its flag', async () => {
    const anonymous = show('/en-us/sessions?search=quokka');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessions' })).toBeTruthy();
    expect(screen.getByText('Sign in to plan your days at the event.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en-us/sign-in');
    anonymous.unmount();

    const features = { ...demoSettings.features, enableMySchedule: true, enableFavorites: false };
    show('/en-us/sessions?search=quokka', { ...signedIn, settings: { ...demoSettings, features } });
    expect(await screen.findByText('Search, filter and choose what fits your days.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My schedule' }).getAttribute('href')).toBe('/en-us/schedule');
    expect(screen.queryByRole('link', { name: 'My favorites' })).toBeNull();
  });

  it('shows the block’s own header texts where set, and no line for an empty one', async () => {
    renderCatalogue(sessionCatalogue, { ...PROPS, anonymousHeader: { title: 'Programme', heading: '' } }, { path: '/en-us/sessions?search=quokka' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Programme' })).toBeTruthy();
    expect(screen.queryByText('Find the sessions you want to attend')).toBeNull();
    expect(screen.getByText('Sign in to plan your days at the event.')).toBeTruthy();
  });

  it('hides the sign-in button while the site does not allow signing in', async () => {
    show('/en-us/sessions?search=quokka', { settings: { ...demoSettings, features: { ...demoSettings.features, allowLogOn: false } } });
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('filters by a facet in the refine drawer, shows the chip and removes it again', async () => {
    const user = userEvent.setup();
    const { query } = show('/en-us/sessions?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    const refine = screen.getByRole('button', { name: 'Refine results' });
    expect(refine.getAttribute('aria-expanded')).toBe('false');
    await user.click(refine);
    const drawer = screen.getByRole('region', { name: 'Refine results' });
    expect(document.activeElement).toBe(within(drawer).getByRole('heading', { name: 'Refine results' }));

    await user.click(within(drawer).getByRole('checkbox', { name: '300 (2)' }));
    expect(await titlesOf('2 sessions')).toEqual(['Quokka orchestration at scale', 'Quokka orchestration at scale']);
    expect(query().getAll('filter')).toEqual(['level|300']);
    expect(screen.getByRole('button', { name: 'Refine results (1)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Level: 300' }));
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    expect(query().getAll('filter')).toEqual([]);
  });

  it('opens nested values of a hierarchical facet and closes the drawer on Escape, focus back on its button', async () => {
    const user = userEvent.setup();
    show('/en-us/sessions?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    const drawer = screen.getByRole('region', { name: 'Refine results' });
    const topics = within(drawer).getByRole('group', { name: 'Topic' });
    expect(within(topics).queryByRole('checkbox', { name: 'Orchestration (2)' })).toBeNull();
    await user.click(within(topics).getByRole('button', { name: 'Options under Quokkas' }));
    await user.click(within(topics).getByRole('checkbox', { name: 'Orchestration (2)' }));
    await screen.findByRole('heading', { level: 2, name: '2 sessions' });
    expect(screen.getByText('Topic: Orchestration')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Refine results' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refine results (1)' }));
  });

  it('offers the first 9 values of a facet, then Show more', async () => {
    const user = userEvent.setup();
    show('/en-us/sessions');
    await screen.findByRole('heading', { level: 2, name: '171 sessions' });
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    const products = within(screen.getByRole('region', { name: 'Refine results' })).getByRole('group', { name: 'Product' });
    expect(within(products).getAllByRole('checkbox')).toHaveLength(9);
    await user.click(within(products).getByRole('button', { name: 'Show 11 more' }));
    expect(within(products).getAllByRole('checkbox')).toHaveLength(20);
  });

  it('selects a day with the date tabs and a topic with the pivot', async () => {
    const user = userEvent.setup();
    const { query } = show('/en-us/sessions?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    const days = screen.getByRole('group', { name: 'Day' });
    expect(within(days).getByRole('button', { name: 'All days' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(days).getByRole('button', { name: 'Tue, Mar 9 (2)' }));
    expect(await titlesOf('2 sessions')).toEqual(['Quokka orchestration at scale', '短尾矮袋鼠的云原生之旅']);
    expect(query().get('day')).toBe('2027-03-09');

    const pivot = screen.getByRole('group', { name: 'Topic' });
    await user.click(within(pivot).getByRole('button', { name: 'Quokkas' }));
    await waitFor(() => expect(query().getAll('filter')).toEqual(['topic|Quokkas']));
    expect(within(pivot).getByRole('button', { name: 'Quokkas' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(pivot).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(query().getAll('filter')).toEqual([]));
  });

  it('narrows to a time of day in the conference zone, with a time chip', async () => {
    show('/en-us/sessions?search=quokka&start=1080');
    expect(await titlesOf('1 session')).toEqual(['短尾矮袋鼠的云原生之旅']);
    expect(screen.getByText('6:00 PM – End of day')).toBeTruthy();
  });

  it('sets the time of day with the sliders once one is let go, never crossing the other', async () => {
    const user = userEvent.setup();
    const { query } = show('/en-us/sessions?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    await user.click(screen.getByRole('button', { name: 'Time of day' }));
    const from = screen.getByRole('slider', { name: 'From' });
    fireEvent.change(from, { target: { value: '1080' } });
    expect(from.getAttribute('aria-valuetext')).toBe('6:00 PM');
    expect(query().get('start')).toBeNull();
    fireEvent.keyUp(from, { key: 'ArrowRight' });
    await waitFor(() => expect(query().get('start')).toBe('1080'));
    expect(await titlesOf('1 session')).toEqual(['短尾矮袋鼠的云原生之旅']);

    const to = screen.getByRole('slider', { name: 'To' });
    fireEvent.change(to, { target: { value: '600' } });
    expect(to.getAttribute('aria-valuetext')).toBe('6:15 PM');
  });

  it('switching live and upcoming on clears the day and asks for what has not ended', async () => {
    const user = userEvent.setup();
    const { query } = show('/en-us/sessions?search=quokka&day=2027-03-09');
    await screen.findByRole('heading', { level: 2, name: '2 sessions' });
    await user.click(screen.getByRole('button', { name: 'Refine results' }));
    await user.click(screen.getByRole('switch', { name: 'Live and upcoming' }));
    await waitFor(() => expect(query().get('liveAndUpcoming')).toBe('true'));
    expect(query().get('day')).toBeNull();
    // The fixture's clock is before the quokka sessions: all timed ones are upcoming, the on-demand one has no end.
    expect(await titlesOf('3 sessions')).toHaveLength(3);
  });

  it('keeps to sessions with a recording when asked', async () => {
    show('/en-us/sessions?search=quokka&onDemand=true');
    expect(await titlesOf('1 session')).toEqual(['Quokka data lakes']);
    expect(screen.getByRole('button', { name: 'Remove Available on demand' })).toBeTruthy();
  });

  it('shows times in the viewer’s own zone when the switcher is on and chosen', async () => {
    const user = userEvent.setup();
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { query } = show('/en-us/sessions?search=quokka&sortBy=chronological', {
      settings: { ...demoSettings, features: { ...demoSettings.features, enableTimezoneSwitcher: true } },
    });
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    expect(screen.getByText(/Mar 9, 2027, 9:00 AM – 10:00 AM PST/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Times in' }), `My time (${viewerZone})`);
    await waitFor(() => expect(query().get('timeZone')).toBe('local'));
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h12', timeZone: viewerZone }).format(new Date('2027-03-09T17:00:00Z'));
    expect(screen.getByText(new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `))).toBeTruthy();
  });

  it('pulls a page past the end back to the last page', async () => {
    const { query } = show('/en-us/sessions?search=quokka&currentPage=9');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    await waitFor(() => expect(query().get('currentPage')).toBeNull());
  });

  it('pages through the results with 5 page links and stores the page size', async () => {
    const user = userEvent.setup();
    const { query } = show('/en-us/sessions');
    await screen.findByRole('heading', { level: 2, name: '171 sessions' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('link', { name: /^Page / }).map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('?currentPage=2');
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(query().get('currentPage')).toBe('3'));
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '48');
    await waitFor(() => expect(query().get('pageSize')).toBe('48'));
    expect(query().get('currentPage')).toBeNull();
    expect(window.localStorage.getItem('confsite.catalogue.pageSize')).toBe('48');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
  });

  it('offers a page size only when there is more than one small page', async () => {
    show('/en-us/sessions?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    expect(screen.queryByRole('combobox', { name: 'Per page' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('suggests sessions from 2 typed characters, opens one with the keyboard and clears on Escape', async () => {
    const user = userEvent.setup();
    const { router } = show('/en-us/sessions');
    const field = await screen.findByRole('combobox', { name: 'Search sessions' });
    await user.type(field, 'q');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.type(field, 'uokka');
    const suggestions = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(suggestions).getAllByRole('option').map((option) => option.textContent)).toContain('QKA300: Quokka data lakes'));
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect((field as HTMLInputElement).value).toBe('');
    expect(field.getAttribute('aria-expanded')).toBe('false');

    await user.type(field, 'quokka data');
    await screen.findByRole('option', { name: 'QKA300: Quokka data lakes' });
    await user.keyboard('{ArrowDown}');
    const first = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')[0] as HTMLElement;
    expect(field.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    const code = first.textContent?.split(':')[0];
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en-us/sessions/${code}`));
  });

  it('searches the typed text on Enter', async () => {
    const user = userEvent.setup();
    const { query } = show('/en-us/sessions');
    await user.type(await screen.findByRole('combobox', { name: 'Search sessions' }), 'quokka{Enter}');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    expect(query().get('search')).toBe('quokka');
  });

  it('says what was searched when nothing matches, and invites to check back', async () => {
    show('/en-us/sessions?search=zyzzyvaqx');
    expect(await screen.findByText('No results for “zyzzyvaqx”.')).toBeTruthy();
    expect(screen.getByText('New sessions are added as the programme grows, so check back soon.')).toBeTruthy();
  });

  it('shows a failed search with a button that asks again', async () => {
    show('/en-us/sessions?filter=nosuchfacet%7Cx');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the sessions' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('notes when the browser is offline', async () => {
    show('/en-us/sessions?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(screen.getByText('You are offline. The results shown may be out of date.')).toBeTruthy();
    } finally {
      if (online) Object.defineProperty(window.navigator, 'onLine', online);
      else delete (window.navigator as { onLine?: boolean }).onLine;
      // React Query pauses every query while it believes the browser is offline.
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });

  it('restores the state with back and forward, and the remembered query when coming back to the bare path', async () => {
    const user = userEvent.setup();
    const first = show('/en-us/sessions?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    await user.click(within(screen.getByRole('group', { name: 'Day' })).getByRole('button', { name: 'Wed, Mar 10 (1)' }));
    await screen.findByRole('heading', { level: 2, name: '1 session' });
    await act(() => first.router.navigate(-1));
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    await act(() => first.router.navigate(1));
    await screen.findByRole('heading', { level: 2, name: '1 session' });
    first.unmount();

    const again = show('/en-us/sessions');
    await screen.findByRole('heading', { level: 2, name: '1 session' });
    expect(again.query().get('day')).toBe('2027-03-10');
    expect(again.query().get('search')).toBe('quokka');
  });

  it('switches between list and grid', async () => {
    const user = userEvent.setup();
    const { query } = show('/en-us/sessions?search=quokka');
    await screen.findByRole('heading', { level: 2, name: '4 sessions' });
    const layout = screen.getByRole('group', { name: 'Layout' });
    expect(within(layout).getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(layout).getByRole('button', { name: 'Grid' }));
    await waitFor(() => expect(query().get('view')).toBe('grid'));
    expect(document.querySelector('.catalogue-results--grid')).toBeTruthy();
  });

  describe('on a phone', () => {
    beforeEach(() => viewport(400));
    afterEach(() => viewport(1024));

    it('chooses the day from a dropdown and shows 3 page links', async () => {
      const user = userEvent.setup();
      const { query } = show('/en-us/sessions?currentPage=6');
      await screen.findByRole('heading', { level: 2, name: '171 sessions' });
      expect(screen.queryByRole('group', { name: 'Day' })).toBeNull();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '2027-03-10');
      await waitFor(() => expect(query().get('day')).toBe('2027-03-10'));
      expect(query().get('currentPage')).toBeNull();
    });

    it('links 3 pages around the current one', async () => {
      show('/en-us/sessions?currentPage=6');
      await screen.findByRole('heading', { level: 2, name: '171 sessions' });
      const pages = screen.getByRole('navigation', { name: 'Pages' });
      expect(within(pages).getAllByRole('link', { name: /^Page / }).map((link) => link.textContent)).toEqual(['5', '6', '7']);
    });
  });

  it('opens the refine drawer from the start on an extra-wide screen', async () => {
    viewport(1920);
    try {
      show('/en-us/sessions?search=quokka');
      await screen.findByRole('heading', { level: 2, name: '4 sessions' });
      expect(screen.getByRole('region', { name: 'Refine results' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Refine results' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      viewport(1024);
    }
  });
});
