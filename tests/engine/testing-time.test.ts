import { describe, expect, it } from 'vitest';
import {
  fromZonedInputValue,
  isTestingTimeZone,
  momentAtStep,
  phaseSliderRange,
  stepAt,
  stepCount,
  toZonedInputValue,
  zoneOffsetMinutes,
} from '../../src/engine/lazy/testing-time';
import type { EventPhase } from '../../src/engine';

const PHASES: EventPhase[] = [
  { id: 'live', label: 'Live', start: '2027-03-09T07:00:00-08:00' },
  { id: 'pre-event', label: 'Pre-event', start: '2027-03-01T00:10:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2027-03-13T00:00:00-07:00' },
];

describe('phaseSliderRange', () => {
  it('spans the first phase start to a day after the last, on 30-minute boundaries', () => {
    const range = phaseSliderRange(PHASES);
    expect(range).toEqual({
      start: Date.parse('2027-03-01T00:00:00Z'),
      end: Date.parse('2027-03-14T07:00:00Z'),
      stepMs: 30 * 60_000,
    });
  });

  it('takes a tail and a step length', () => {
    const range = phaseSliderRange(PHASES, { stepMinutes: 60, tailMinutes: 0 });
    expect(range?.end).toBe(Date.parse('2027-03-13T07:00:00Z'));
    expect(range?.stepMs).toBe(3_600_000);
  });

  it.each([
    ['no phases', []],
    ['only unparsable starts', [{ id: 'x', label: 'X', start: 'soon' }]],
  ])('is undefined with %s', (_case, phases) => {
    expect(phaseSliderRange(phases)).toBeUndefined();
  });
});

describe('slider steps', () => {
  const range = phaseSliderRange(PHASES)!;

  it('counts 30-minute steps', () => {
    expect(stepCount(range)).toBe((13 * 24 + 7) * 2);
  });

  it.each([
    ['the start', '2027-03-01T00:00:00Z', 0],
    ['one step in', '2027-03-01T00:30:00Z', 1],
    ['rounds to the nearest step', '2027-03-01T00:44:00Z', 1],
    ['rounds up past half a step', '2027-03-01T00:46:00Z', 2],
    ['clamps before the range', '2026-01-01T00:00:00Z', 0],
    ['clamps after the range', '2028-01-01T00:00:00Z', (13 * 24 + 7) * 2],
  ])('finds the step of %s', (_case, iso, step) => {
    expect(stepAt(range, new Date(iso))).toBe(step);
  });

  it('turns a step back into its moment, clamped', () => {
    expect(momentAtStep(range, 3).toISOString()).toBe('2027-03-01T01:30:00.000Z');
    expect(momentAtStep(range, -4).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(momentAtStep(range, 1e9).getTime()).toBe(range.end);
  });
});

describe('time zones', () => {
  it.each([
    ['UTC', '2027-03-09T15:00:00Z', 0],
    ['US/Pacific', '2027-03-09T15:00:00Z', -480],
    ['US/Pacific', '2027-03-15T15:00:00Z', -420],
    ['US/Eastern', '2027-07-01T12:00:00Z', -240],
    ['Pacific/Auckland', '2027-01-15T00:00:00Z', 780],
    ['Pacific/Auckland', '2027-07-15T00:00:00Z', 720],
    ['America/Mexico_City', '2027-07-01T12:00:00Z', -360],
    ['Asia/Shanghai', '2027-03-09T15:00:00Z', 480],
    ['Asia/Tokyo', '2027-03-09T15:00:00Z', 540],
  ])('%s is %s ahead of UTC by %i minutes', (zone, iso, offset) => {
    expect(zoneOffsetMinutes(new Date(iso), zone)).toBe(offset);
  });

  it.each([
    ['UTC', '2027-03-09T15:00:00Z', '2027-03-09T15:00'],
    ['US/Pacific', '2027-03-09T15:00:00Z', '2027-03-09T07:00'],
    ['Asia/Tokyo', '2027-03-09T15:00:00Z', '2027-03-10T00:00'],
    ['Pacific/Auckland', '2027-03-09T15:00:00Z', '2027-03-10T04:00'],
  ])('shows the %s wall clock for an input', (zone, iso, value) => {
    expect(toZonedInputValue(new Date(iso), zone)).toBe(value);
    expect(fromZonedInputValue(value, zone)?.toISOString()).toBe(new Date(iso).toISOString());
  });

  it('resolves a wall time on both sides of a daylight-saving change', () => {
    // US/Pacific springs forward on 14 March 2027 at 02:00.
    expect(fromZonedInputValue('2027-03-14T01:30', 'US/Pacific')?.toISOString()).toBe('2027-03-14T09:30:00.000Z');
    expect(fromZonedInputValue('2027-03-14T03:30', 'US/Pacific')?.toISOString()).toBe('2027-03-14T10:30:00.000Z');
  });

  it.each(['', 'tomorrow', '2027-13-01T00:00', '2027-03-09T25:00', '2027-03-09 10:00'])('rejects the input %j', (value) => {
    expect(fromZonedInputValue(value, 'UTC')).toBeUndefined();
  });

  it('knows the testing zones', () => {
    expect(isTestingTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTestingTimeZone('Europe/Berlin')).toBe(false);
  });
});
