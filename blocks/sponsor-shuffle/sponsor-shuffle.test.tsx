import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '../../schemas/generated/company';
import { demoSettings } from '../../storybook/demo-page-context';
import { company } from '../../tests/engine/catalogue-search/builders';
import { installFakeApi, type ApiCall } from '../testing/event-data-api';
import { Answer, renderDetail } from '../testing/detail-harness';
import { sponsorShuffle } from './index';
import type { SponsorShuffleProps } from './props.gen';
import { blockDefaults } from '../shared/lazy/block-meta';

const sponsor = (n: number) => company({ companyId: `co-${n}`, name: `Sponsor ${n}`, logo: `/images/logos/logo-${n}.svg` });
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => sponsor(from + index));
const batchOf = (data: Company[], buffer: Company[] = []) => ({ data, buffer });

let answers: unknown[];
const randomCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/company/randomqb').map((call) => Object.fromEntries(call.query));
const api = () => installFakeApi({ 'GET /company/randomqb': () => answers.shift() ?? new Answer(500, { error: 'Internal', message: 'no more' }) });
const withPages = { settings: { ...demoSettings, features: { ...demoSettings.features, showCompanyDirectory: true, showCompanyDetailsPage: true } } };
const show = (props: Partial<SponsorShuffleProps> = {}, context = {}) => renderDetail(sponsorShuffle, { ...blockDefaults(sponsorShuffle), ...props }, context);
/** The names of the logos faded in (the others are hidden). */
const visibleNames = () =>
  [...document.querySelectorAll('.sponsor-shuffle__card:not(.sponsor-shuffle__card--hidden) img')].map((image) => image.getAttribute('alt'));
const allNames = () => [...document.querySelectorAll('.sponsor-shuffle__card img')].map((image) => image.getAttribute('alt'));
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeAll(async () => {
  // The block's code arrives the first time it is drawn: load it once with the real clock.
  installFakeApi({ 'GET /company/randomqb': () => new Promise(() => undefined) });
  show();
  await screen.findByText('Loading the sponsors…');
  cleanup();
});
// React schedules its work with setImmediate, which stays real; the block's own delays run on the fake clock.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sponsor shuffle', () => {
  it('fetches 9 logos with twice the 3 spares, fades them in 200 ms apart, and fetches the next batch meanwhile', async () => {
    answers = [batchOf(range(1, 9), range(100, 6)), batchOf(range(10, 9), range(200, 3))];
    const { calls } = api();
    show();
    expect(screen.getByRole('status', { busy: true }).textContent).toBe('Loading the sponsors…');
    await later(0);
    expect(visibleNames()).toEqual(['Sponsor 1']);
    await later(200);
    expect(visibleNames()).toEqual(['Sponsor 1', 'Sponsor 2']);
    await later(199);
    expect(visibleNames()).toHaveLength(2);
    await later(1);
    expect(visibleNames()).toHaveLength(3);
    await later(6 * 200);
    expect(visibleNames()).toEqual(range(1, 9).map((item) => item.name));
    expect(randomCalls(calls)).toEqual([
      { quantity: '9', buffer: '6' },
      { quantity: '9', buffer: '3' },
    ]);
  });

  it('hides the logos on shuffle, with the button disabled, then shows the prefetched batch and fetches another', async () => {
    answers = [batchOf(range(1, 3)), batchOf(range(10, 3)), batchOf(range(20, 3))];
    const { calls } = api();
    show({ itemsToShow: 3, buffer: 1 });
    await later(600);
    const button = screen.getByRole('button', { name: 'Show other sponsors' });
    fireEvent.click(button);
    await later(0);
    expect(button).toHaveProperty('disabled', true);
    expect(visibleNames()).toEqual([]);
    await later(200);
    expect(allNames()).toEqual(['Sponsor 10', 'Sponsor 11', 'Sponsor 12']);
    expect(visibleNames()).toEqual(['Sponsor 10']);
    expect(button).toHaveProperty('disabled', false);
    expect(screen.getByText('Showing 3 other sponsors.')).toBeTruthy();
    expect(randomCalls(calls)).toEqual([
      { quantity: '3', buffer: '2' },
      { quantity: '3', buffer: '1' },
      { quantity: '3', buffer: '1' },
    ]);
  });

  it('keeps the current batch when the next one could not be fetched', async () => {
    answers = [batchOf(range(1, 2)), new Answer(503, { error: 'Unavailable', message: 'down' })];
    api();
    show({ itemsToShow: 2 });
    await later(400);
    fireEvent.click(screen.getByRole('button', { name: 'Show other sponsors' }));
    await later(200);
    expect(allNames()).toEqual(['Sponsor 1', 'Sponsor 2']);
    await later(200);
    expect(visibleNames()).toEqual(['Sponsor 1', 'Sponsor 2']);
  });

  it('shows no logos and no shuffle button when the first batch could not be fetched', async () => {
    answers = [new Answer(500, { error: 'Internal', message: 'oops' })];
    api();
    show({}, withPages);
    await later(0);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'View all sponsors' }).getAttribute('href')).toBe('/en-us/sponsors');
  });

  it('puts a spare in the place of a logo that does not load, and drops it when no spare is left', async () => {
    answers = [batchOf(range(1, 3), [sponsor(100)]), batchOf([])];
    api();
    show({ itemsToShow: 3 });
    await later(600);
    fireEvent.error(screen.getByRole('img', { name: 'Sponsor 2' }));
    expect(allNames()).toEqual(['Sponsor 1', 'Sponsor 100', 'Sponsor 3']);
    fireEvent.error(screen.getByRole('img', { name: 'Sponsor 3' }));
    expect(allNames()).toEqual(['Sponsor 1', 'Sponsor 100']);
  });

  it('links logos to company pages only with the directory and details flags', async () => {
    answers = [batchOf([sponsor(1)]), batchOf([])];
    api();
    const { unmount } = show({ itemsToShow: 1 }, withPages);
    await later(0);
    expect(screen.getByRole('link', { name: 'Sponsor 1' }).getAttribute('href')).toBe('/en-us/sponsors/co-1?source=home');
    unmount();
    answers = [batchOf([sponsor(1)]), batchOf([])];
    show({ itemsToShow: 1 });
    await later(0);
    expect(screen.getByRole('img', { name: 'Sponsor 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sponsor 1' })).toBeNull();
  });
});
