import { describe, expect, it } from 'vitest';
import { currentPhase, effectiveNow, nextPhase, sortPhases, type EventPhase } from '../../src/engine/phases';

/** Spec (02 §4): the current phase is the latest phase whose start is not after now; the first phase if none.
 * DESIGN: `now` may be a testing date. */

const pre: EventPhase = { id: 'pre-event', label: 'Pre-event', start: '2025-01-01T00:00:00Z' };
const live: EventPhase = { id: 'live', label: 'Live', start: '2025-06-10T08:00:00+02:00' }; // 06:00Z
const post: EventPhase = { id: 'post-event', label: 'Post-event', start: '2025-06-13T18:00:00-05:00' }; // 23:00Z
const inOrder = [pre, live, post];
const shuffled = [post, pre, live];

const at = (iso: string): Date => new Date(iso);

describe('sortPhases', () => {
  it.each<[string, EventPhase[], string[]]>([
    ['already sorted', inOrder, ['pre-event', 'live', 'post-event']],
    ['shuffled', shuffled, ['pre-event', 'live', 'post-event']],
    ['reversed', [...inOrder].reverse(), ['pre-event', 'live', 'post-event']],
    ['offsets compared as instants, not as text', [
      { id: 'b', label: 'B', start: '2025-06-10T09:00:00+05:00' }, // 04:00Z
      { id: 'a', label: 'A', start: '2025-06-10T05:00:00Z' },
    ], ['b', 'a']],
    ['an unparsable start sorts first', [live, { id: 'broken', label: 'Broken', start: 'soon' }, pre], ['broken', 'pre-event', 'live']],
    ['equal starts keep their given order', [
      { id: 'x', label: 'X', start: '2025-01-01T00:00:00Z' },
      { id: 'y', label: 'Y', start: '2025-01-01T00:00:00Z' },
    ], ['x', 'y']],
    ['no phases', [], []],
  ])('%s', (_name, phases, ids) => {
    expect(sortPhases(phases).map((phase) => phase.id)).toEqual(ids);
  });

  it('returns a new list and leaves the input alone', () => {
    const input = [...shuffled];
    const sorted = sortPhases(input);
    expect(sorted).not.toBe(input);
    expect(input).toEqual(shuffled);
  });
});

describe('currentPhase: latest start not after now, else the first', () => {
  it.each<[string, string, string]>([
    ['long before every phase → the first phase', '2024-01-01T00:00:00Z', 'pre-event'],
    ['one millisecond before the first start → the first phase', '2024-12-31T23:59:59.999Z', 'pre-event'],
    ['exactly at the first start', '2025-01-01T00:00:00Z', 'pre-event'],
    ['between first and second', '2025-03-01T00:00:00Z', 'pre-event'],
    ['one millisecond before live (offset +02:00)', '2025-06-10T05:59:59.999Z', 'pre-event'],
    ['exactly at live, written in another offset', '2025-06-10T06:00:00Z', 'live'],
    ['during live', '2025-06-12T12:00:00Z', 'live'],
    ['exactly at post (offset -05:00)', '2025-06-13T23:00:00Z', 'post-event'],
    ['long after the last start', '2030-01-01T00:00:00Z', 'post-event'],
  ])('%s', (_name, now, id) => {
    expect(currentPhase(inOrder, at(now))?.id).toBe(id);
    expect(currentPhase(shuffled, at(now))?.id).toBe(id);
  });

  it('no phases → undefined', () => {
    expect(currentPhase([], at('2025-06-12T00:00:00Z'))).toBeUndefined();
  });

  it('a single phase is always current', () => {
    expect(currentPhase([live], at('2000-01-01T00:00:00Z'))).toBe(live);
    expect(currentPhase([live], at('2099-01-01T00:00:00Z'))).toBe(live);
  });

  it('a phase with an unparsable start never becomes current once a real phase has started', () => {
    const broken: EventPhase = { id: 'broken', label: 'Broken', start: 'not a date' };
    expect(currentPhase([live, broken, post], at('2025-06-12T00:00:00Z'))?.id).toBe('live');
    expect(currentPhase([post, broken], at('2030-01-01T00:00:00Z'))?.id).toBe('post-event');
  });

  it('returns the phase object itself', () => {
    expect(currentPhase(shuffled, at('2025-06-12T00:00:00Z'))).toBe(live);
  });
});

describe('nextPhase', () => {
  it.each<[string, EventPhase[], string, string | undefined]>([
    ['pre-event → live', inOrder, 'pre-event', 'live'],
    ['live → post-event', inOrder, 'live', 'post-event'],
    ['by start, not by list order', shuffled, 'pre-event', 'live'],
    ['the last phase has no next', shuffled, 'post-event', undefined],
    ['an unknown phase has no next', inOrder, 'nope', undefined],
    ['no phases', [], 'live', undefined],
  ])('%s', (_name, phases, id, expected) => {
    expect(nextPhase(phases, id)?.id).toBe(expected);
  });
});

describe('effectiveNow: a valid testing date wins over the clock', () => {
  const clock = at('2025-03-01T12:00:00Z');

  it.each<[string, string | null | undefined, string]>([
    ['no testing date', undefined, '2025-03-01T12:00:00.000Z'],
    ['null testing date', null, '2025-03-01T12:00:00.000Z'],
    ['empty testing date', '', '2025-03-01T12:00:00.000Z'],
    ['valid testing date (UTC)', '2025-06-12T09:30:00Z', '2025-06-12T09:30:00.000Z'],
    ['valid testing date with offset', '2025-06-12T09:30:00+02:00', '2025-06-12T07:30:00.000Z'],
    ['testing date in the past', '2020-01-01T00:00:00Z', '2020-01-01T00:00:00.000Z'],
    ['invalid testing date is ignored', 'tomorrow', '2025-03-01T12:00:00.000Z'],
    ['impossible date is ignored', '2025-13-45T99:00:00Z', '2025-03-01T12:00:00.000Z'],
  ])('%s', (_name, testingDate, expected) => {
    expect(effectiveNow({ now: clock, testingDate }).toISOString()).toBe(expected);
  });

  it('without options it is the real clock', () => {
    const before = Date.now();
    const now = effectiveNow().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it.each<[string, string, string]>([
    ['testing date during live', '2025-06-11T00:00:00Z', 'live'],
    ['testing date after the event', '2026-01-01T00:00:00Z', 'post-event'],
    ['invalid testing date → real clock (pre-event)', 'garbage', 'pre-event'],
  ])('drives the current phase: %s', (_name, testingDate, id) => {
    expect(currentPhase(inOrder, effectiveNow({ now: clock, testingDate }))?.id).toBe(id);
  });
});
