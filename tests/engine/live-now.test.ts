import { describe, expect, it } from 'vitest';
import { activeLiveNowItems, liveNowItemsOf, liveNowText, type LiveNowItem } from '../../src/engine';
import { liveNowProblems } from '../../src/engine/lazy/live-now-checks';

const item = (id: string, startsAt: string, endsAt: string, text: LiveNowItem['text'] = { 'en-us': `Line ${id}` }): LiveNowItem => ({ id, text, startsAt, endsAt });

describe('live-now ticker', () => {
  const morning = item('morning', '2027-03-09T09:00:00-08:00', '2027-03-09T12:00:00-08:00');
  const noon = item('noon', '2027-03-09T12:00:00-08:00', '2027-03-09T13:00:00-08:00', { 'en-us': 'Lunch', 'fr-fr': 'Déjeuner' });

  it('runs an item from its start (included) to its end (excluded)', () => {
    expect(activeLiveNowItems([morning, noon], new Date('2027-03-09T08:59:59-08:00'))).toEqual([]);
    expect(activeLiveNowItems([morning, noon], new Date('2027-03-09T09:00:00-08:00'))).toEqual([morning]);
    expect(activeLiveNowItems([morning, noon], new Date('2027-03-09T12:00:00-08:00'))).toEqual([noon]);
    expect(activeLiveNowItems([morning, noon], new Date('2027-03-09T13:00:00-08:00'))).toEqual([]);
  });

  it('shows English where a language has no text', () => {
    expect(liveNowText(noon, 'fr-fr')).toBe('Déjeuner');
    expect(liveNowText(noon, 'ja-jp')).toBe('Lunch');
    expect(liveNowText({ ...noon, text: { 'en-us': 'Lunch', 'de-de': '  ' } }, 'de-de')).toBe('Lunch');
  });

  it('accepts a valid ticker and names the field of each problem', () => {
    expect(liveNowProblems([morning, noon])).toEqual([]);
    expect(liveNowProblems([morning, { ...noon, id: 'morning', url: 'ftp://x', endsAt: noon.startsAt }])).toEqual([
      { path: '/1/id', message: 'duplicates the item id "morning"' },
      { path: '/1/url', message: 'must be a site path starting with / or an http(s) address' },
      { path: '/1/endsAt', message: 'must be after the start' },
    ]);
    expect(liveNowProblems([{ ...morning, url: '//evil.example' }])[0]?.path).toBe('/0/url');
    expect(liveNowProblems([{ ...morning, startsAt: '2027-03-09T09:00' }])[0]).toEqual({ path: '/0/startsAt', message: 'must be a date and time with its offset' });
    expect(liveNowProblems('nope', '/value')).toEqual([{ path: '/value', message: 'must be a list of items' }]);
    expect(liveNowProblems(Array.from({ length: 51 }, (_, index) => item(`i${index}`, morning.startsAt, morning.endsAt)))[0]?.message).toMatch(/at most 50/);
  });

  it('reads a damaged setting as an empty ticker', () => {
    expect(liveNowItemsOf(undefined)).toEqual([]);
    expect(liveNowItemsOf([{ id: 'x' }])).toEqual([]);
    expect(liveNowItemsOf([morning])).toEqual([morning]);
  });
});
