import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageContextValue, useShellStore } from '../../src/app/block-kit';
import { demoSettings } from '../../storybook/demo-page-context';
import { loadPropsValidator } from '../../tests/ui/helpers/props-validator';
import { renderBlock } from '../testing/render-block';
import { countdown } from './index';
import { countdownParts, nextChangeIn, padded, shownUnits, UNIT_MS } from './lazy/countdown-parts';
import type { CountdownProps } from './props.gen';

// Loaded once up front, so that with fake timers the lazy block resolves in a microtask.
await import('./lazy/Countdown');

const NOW = Date.parse('2027-01-01T00:00:00Z');
const DAY = UNIT_MS.days;
const ALL_UNITS: CountdownProps = { showMonths: true, showDays: true, showHours: true, showMinutes: true, showSeconds: true };
const at = (ms: number) => new Date(ms).toISOString();

async function show(props: CountdownProps, context?: Partial<PageContextValue>) {
  const view = renderBlock(countdown, props, { context });
  await act(async () => {});
  return view;
}

/** Lets `seconds` pass one by one: each tick's render schedules the next timer. */
async function pass(seconds: number) {
  for (let second = 0; second < seconds; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
}

/** The clock as a reader sees it: "01 Months 10 Days …". */
const clock = () => screen.getByRole('timer', { name: 'Time left' }).textContent?.replace(/\s+/g, ' ').trim();

afterEach(() => {
  vi.useRealTimers();
  useShellStore.setState({ testingDate: null });
});

describe('countdown parts', () => {
  it.each([
    ['all units, a 30-day month', 40 * DAY + 3 * UNIT_MS.hours + 4 * UNIT_MS.minutes + 5000, ['months', 'days', 'hours', 'minutes', 'seconds'], [1, 10, 3, 4, 5]],
    ['a hidden month rolls into days', 40 * DAY, ['days', 'hours'], [40, 0]],
    ['hidden days and hours roll into minutes', 2 * DAY + 90_000, ['minutes', 'seconds'], [2881, 30]],
    ['the smallest unit is rounded up', UNIT_MS.hours + 1, ['hours', 'minutes'], [1, 1]],
    ['part of a second still shows one', 1, ['seconds'], [1]],
    ['zero and past stay at zero', -5000, ['days', 'seconds'], [0, 0]],
  ] as const)('%s', (_case, remaining, units, values) => {
    expect(countdownParts(remaining, units).map((part) => part.value)).toEqual(values);
  });

  it('pads numbers to two digits and keeps longer ones whole', () => {
    expect([0, 7, 42, 120].map(padded)).toEqual(['00', '07', '42', '120']);
  });

  it('shows every unit a toggle does not turn off', () => {
    expect(shownUnits({ months: false, seconds: false })).toEqual(['days', 'hours', 'minutes']);
  });

  it('waits until the time left crosses the next whole smallest unit', () => {
    expect(nextChangeIn(5400, 'seconds')).toBe(400);
    expect(nextChangeIn(5000, 'seconds')).toBe(1000);
    expect(nextChangeIn(UNIT_MS.minutes + 10, 'minutes')).toBe(10);
  });
});

describe('countdown block', () => {
  it('shows months (30 days) to seconds, each padded to two digits', async () => {
    vi.useFakeTimers({ now: NOW });
    await show({ ...ALL_UNITS, endTime: at(NOW + 40 * DAY + 3 * UNIT_MS.hours + 4 * UNIT_MS.minutes + 5000) });
    expect(clock()).toBe('01 Months 10 Days 03 Hours 04 Minutes 05 Seconds');
  });

  it('counts down every second', async () => {
    vi.useFakeTimers({ now: NOW });
    await show({ ...ALL_UNITS, showMonths: false, endTime: at(NOW + 65_000) });
    expect(clock()).toBe('00 Days 00 Hours 01 Minutes 05 Seconds');
    await pass(1);
    expect(clock()).toBe('00 Days 00 Hours 01 Minutes 04 Seconds');
    await pass(5);
    expect(clock()).toBe('00 Days 00 Hours 00 Minutes 59 Seconds');
  });

  it('shows only the units turned on, counting hidden larger units in the next one shown', async () => {
    vi.useFakeTimers({ now: NOW });
    await show({ showMonths: false, showDays: false, showHours: true, showMinutes: true, showSeconds: false, endTime: at(NOW + 2 * DAY + 30_000) });
    expect(clock()).toBe('48 Hours 01 Minutes');
  });

  it('stops at zero, and shows the ended text from then on', async () => {
    vi.useFakeTimers({ now: NOW });
    await show({ ...ALL_UNITS, showMonths: false, endTime: at(NOW + 2000), endedText: 'We are live!' });
    await pass(1);
    expect(clock()).toBe('00 Days 00 Hours 00 Minutes 01 Seconds');
    await pass(1);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('We are live!')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays at zero without an ended text, and no timer runs on', async () => {
    vi.useFakeTimers({ now: NOW });
    await show({ ...ALL_UNITS, showMonths: false, endTime: at(NOW - DAY) });
    expect(clock()).toBe('00 Days 00 Hours 00 Minutes 00 Seconds');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("counts down to the event's start when no end time is set", async () => {
    vi.useFakeTimers({ now: Date.parse('2027-03-09T07:00:00-08:00') });
    const eventStart = demoSettings.settings.eventStartDate;
    expect(eventStart).toBe('2027-03-09T08:00:00-08:00');
    await show({ showMonths: false, showDays: false, showHours: true, showMinutes: true, showSeconds: false });
    expect(clock()).toBe('01 Hours 00 Minutes');
  });

  it('runs from the testing date, so editors see it count as visitors will', async () => {
    vi.useFakeTimers({ now: NOW });
    useShellStore.setState({ testingDate: at(Date.parse('2027-03-09T08:00:00-08:00') - 10_000) });
    await show({ showMonths: false, showDays: false, showHours: false, showMinutes: false, showSeconds: true });
    expect(clock()).toBe('10 Seconds');
    await pass(3);
    expect(clock()).toBe('07 Seconds');
  });

  it('shows its section heading above the clock', async () => {
    vi.useFakeTimers({ now: NOW });
    await show({ ...ALL_UNITS, heading: 'The summit starts in', endTime: at(NOW + DAY) });
    const section = screen.getByRole('region', { name: 'The summit starts in' });
    expect(within(section).getByRole('timer')).toBeTruthy();
  });

  it('without any moment to count to, tells editors and shows visitors nothing', async () => {
    const settings = { ...demoSettings, settings: { ...demoSettings.settings, eventStartDate: undefined } };
    const { container, unmount } = await show({ ...ALL_UNITS }, { settings });
    expect(container.textContent).toBe('');
    unmount();
    await show({ ...ALL_UNITS }, { settings, isEditor: true });
    expect(screen.getByRole('note').textContent).toMatch(/set an end time/);
  });

  it('tells editors to turn a unit on when every unit is off', async () => {
    const off = { showMonths: false, showDays: false, showHours: false, showMinutes: false, showSeconds: false };
    const { container, unmount } = await show({ ...off, endTime: at(NOW + DAY) });
    expect(container.textContent).toBe('');
    unmount();
    await show({ ...off, endTime: at(NOW + DAY) }, { isEditor: true });
    expect(screen.getByRole('note').textContent).toBe('Countdown: turn on at least one unit.');
  });

  it('has a schema that takes only a full date and time as end time', async () => {
    const validator = await loadPropsValidator();
    expect(validator.validateProps('countdown', { endTime: '2027-03-09T08:00:00-08:00' })).toEqual([]);
    expect(validator.validateProps('countdown', { endTime: 'next friday' })).toEqual([{ path: '/endTime', message: 'must match format "date-time"' }]);
  });
});
