import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAVORITE_TYPES } from '../../src/engine/lazy/favorites';
import { demoSettings } from '../../storybook/demo-page-context';
import { blockDefaults } from '../shared/lazy/block-meta';
import { installBackpackApi, SAMPLE_FAVORITES } from '../testing/backpack-api';
import { renderProfileBlock } from '../testing/profile-api';
import { avery } from '../testing/profile-samples';
import { backpack } from './index';
import { displayOrder } from './lazy/display-order';

afterEach(() => vi.unstubAllGlobals());

const BRK101 = 'Building resilient APIs on Kubernetes';
const show = () => renderProfileBlock(backpack, blockDefaults(backpack), avery);

describe('backpack', () => {
  it('shows every kind with its count, each item linking to its page', async () => {
    installBackpackApi();
    show();
    expect(await screen.findByRole('tab', { name: 'Sessions (1)' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sessions (1)', 'Speakers (1)', 'Companies (1)', 'Attendees (1)']);
    expect((await screen.findByRole('link', { name: BRK101 })).getAttribute('href')).toBe('/en-us/sessions/BRK101');

    fireEvent.click(screen.getByRole('tab', { name: 'Speakers (1)' }));
    expect((await screen.findByRole('link', { name: 'Ada Lovelace' })).getAttribute('href')).toBe('/en-us/speakers/sp-ada');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Speakers (1)' }), { key: 'ArrowRight' });
    expect((await screen.findByRole('link', { name: 'Contoso Cloud' })).getAttribute('href')).toBe('/en-us/sponsors/co-contoso');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Companies (1)' }), { key: 'ArrowRight' });
    expect((await screen.findByRole('link', { name: 'Linus Example' })).getAttribute('href')).toBe('/en-us/attendees/att-linus');
  });

  it('removes a favorite with an undo that puts it back where it was', async () => {
    const api = installBackpackApi();
    show();
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${BRK101} from your favorites` }));
    expect(await screen.findByText(`Removed “${BRK101}”.`)).toBeTruthy();
    const undo = screen.getByRole('button', { name: `Undo ${BRK101}` });
    await waitFor(() => expect(document.activeElement).toBe(undo));
    await waitFor(() => expect(api.kept.get(FAVORITE_TYPES.session)).toEqual([]));
    expect(api.sent).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/favorite/4/session-brk101' }));
    expect(await screen.findByRole('tab', { name: 'Sessions (0)' })).toBeTruthy();

    fireEvent.click(undo);
    expect(await screen.findByRole('link', { name: BRK101 })).toBeTruthy();
    await waitFor(() => expect(api.kept.get(FAVORITE_TYPES.session)).toEqual(['session-brk101']));
    expect(await screen.findByRole('tab', { name: 'Sessions (1)' })).toBeTruthy();
    expect(screen.queryByText(`Removed “${BRK101}”.`)).toBeNull();
  });

  it('puts an item back and says so when the server refuses to remove it', async () => {
    installBackpackApi({ 'DELETE /favorite/4/session-brk101': { status: 500, body: { error: 'InternalServerError', message: 'down' } } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${BRK101} from your favorites` }));
    expect(await screen.findByRole('link', { name: BRK101 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Undo ${BRK101}` })).toBeNull();
  });

  it('says when a kind has no favorites', async () => {
    installBackpackApi({}, { ...SAMPLE_FAVORITES, [FAVORITE_TYPES.session]: [] });
    show();
    expect(await screen.findByText('You have no favorite sessions yet. Mark sessions with the star in the session catalogue.')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Sessions (0)' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let failing = true;
    const api = installBackpackApi();
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      failing && String(input).endsWith('/favorite/4') ? Promise.resolve(new Response('{"error":"x","message":"down"}', { status: 500 })) : fake(input, init),
    );
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Your favorites could not be loaded.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: BRK101 })).toBeTruthy();
    expect(api.sent.length).toBeGreaterThan(0);
  });

  it('leaves out kinds whose favorites are switched off, and the trip report when told', async () => {
    installBackpackApi();
    const features = { ...demoSettings.features, enableSpeakerFavorites: false };
    renderProfileBlock(backpack, { ...blockDefaults(backpack), showTripReport: false, kinds: ['attendees', 'speakers', 'sessions'] }, avery, {
      settings: { ...demoSettings, features },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Kinds of favorites' });
    await waitFor(() => expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Attendees (1)', 'Sessions (1)']));
    expect(screen.queryByRole('button', { name: 'Download trip report' })).toBeNull();
  });
});

describe('displayOrder', () => {
  it.each([
    ['first answer', [], ['b', 'a'], [], ['b', 'a']],
    ['a removed item keeps its place', ['c', 'b', 'a'], ['c', 'a'], ['b'], ['c', 'b', 'a']],
    ['an item gone for good leaves', ['c', 'b', 'a'], ['c', 'a'], [], ['c', 'a']],
    ['an item put back keeps its place', ['c', 'b', 'a'], ['b', 'c', 'a'], [], ['c', 'b', 'a']],
    ['a new item comes first', ['b', 'a'], ['d', 'b', 'a'], [], ['d', 'b', 'a']],
  ])('%s', (_story, previous, kept, removed, expected) => {
    expect(displayOrder(previous, kept, new Set(removed))).toEqual(expected);
  });
});
