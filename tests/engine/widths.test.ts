import { describe, expect, it } from 'vitest';
import { WIDTH_CHOICES, resolveWidths, type DeviceWidths, type WrapperWidth } from '../../src/engine/widths';

/** Spec (03 §5, §9): width choices 100, 66, 50, 33, 25, 20; shorthands map to desktop widths with mobile 100 and
 * tablet 100 or 50. */

const w = (mobile: number, tablet: number, desktop: number): DeviceWidths => ({ mobile, tablet, desktop });

describe('resolveWidths: shorthand percents', () => {
  it.each<[number, DeviceWidths]>([
    [100, w(100, 100, 100)],
    [66, w(100, 100, 66)],
    [50, w(100, 50, 50)],
    [33, w(100, 50, 33)],
    [25, w(100, 50, 25)],
    [20, w(100, 50, 20)],
  ])('%i → mobile 100, tablet 100 or 50, desktop %i', (width, expected) => {
    expect(resolveWidths(width)).toEqual(expected);
  });

  it('covers every width choice, always full on mobile and tablet 100 or 50', () => {
    expect([...WIDTH_CHOICES].sort((a, b) => a - b)).toEqual([20, 25, 33, 50, 66, 100]);
    for (const choice of WIDTH_CHOICES) {
      const widths = resolveWidths(choice);
      expect(widths.mobile).toBe(100);
      expect([50, 100]).toContain(widths.tablet);
      expect(widths.desktop).toBe(choice);
    }
  });

  it.each<[string, number, DeviceWidths]>([
    ['another narrow percent', 40, w(100, 50, 40)],
    ['another wide percent', 75, w(100, 100, 75)],
    ['a fraction', 33.3, w(100, 50, 33.3)],
    ['above 100 is clamped', 150, w(100, 100, 100)],
  ])('non-choice number: %s (%d)', (_name, width, expected) => {
    expect(resolveWidths(width)).toEqual(expected);
  });
});

describe('resolveWidths: per-device objects', () => {
  it.each<[string, WrapperWidth, DeviceWidths]>([
    ['all three given', { mobile: 50, tablet: 33, desktop: 25 }, w(50, 33, 25)],
    ['empty object → full everywhere', {}, w(100, 100, 100)],
    ['desktop only: tablet follows the shorthand rule', { desktop: 33 }, w(100, 50, 33)],
    ['desktop 66 only: tablet takes the row', { desktop: 66 }, w(100, 100, 66)],
    ['tablet only', { tablet: 50 }, w(100, 50, 100)],
    ['mobile only', { mobile: 50 }, w(50, 100, 100)],
    ['zero is kept (hidden width)', { mobile: 0, tablet: 0, desktop: 0 }, w(0, 0, 0)],
    ['values are clamped to 0..100', { mobile: -10, tablet: 250, desktop: 101 }, w(0, 100, 100)],
  ])('%s', (_name, width, expected) => {
    expect(resolveWidths(width)).toEqual(expected);
  });
});

describe('resolveWidths: invalid input falls back to full width', () => {
  it.each<[string, unknown, DeviceWidths]>([
    ['undefined', undefined, w(100, 100, 100)],
    ['null', null, w(100, 100, 100)],
    ['zero shorthand', 0, w(100, 100, 100)],
    ['negative shorthand', -50, w(100, 100, 100)],
    ['NaN shorthand', Number.NaN, w(100, 100, 100)],
    ['Infinity shorthand', Number.POSITIVE_INFINITY, w(100, 100, 100)],
    ['a string', '50', w(100, 100, 100)],
    ['an array', [50], w(100, 100, 100)],
    ['NaN per device', { mobile: Number.NaN, tablet: Number.NaN, desktop: Number.NaN }, w(100, 100, 100)],
    ['NaN desktop keeps the given tablet', { tablet: 50, desktop: Number.NaN }, w(100, 50, 100)],
    ['strings per device', { mobile: '50', tablet: 'wide', desktop: null }, w(100, 100, 100)],
  ])('%s', (_name, width, expected) => {
    const widths = resolveWidths(width as WrapperWidth);
    expect(widths).toEqual(expected);
  });

  it('always answers finite numbers within 0..100', () => {
    const inputs: unknown[] = [undefined, null, 0, -1, 1e9, Number.NaN, {}, { desktop: Number.NaN }, { tablet: -Infinity }, 'x', true];
    for (const input of inputs) {
      for (const value of Object.values(resolveWidths(input as WrapperWidth))) {
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
    }
  });

  it('the full-width answer is not shared: changing one does not change the next', () => {
    const first = resolveWidths(undefined);
    first.desktop = 10;
    expect(resolveWidths(undefined)).toEqual(w(100, 100, 100));
  });
});
