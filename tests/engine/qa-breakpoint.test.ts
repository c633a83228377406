import { describe, expect, it } from 'vitest';
import { qaBreakpointFor, type QaBreakpoint } from '../../src/engine/lazy/qa';

describe('qaBreakpointFor', () => {
  it.each<[number, QaBreakpoint]>([
    [0, 'mobile'],
    [320, 'mobile'],
    [539, 'mobile'],
    [810, 'mobile'],
    // Halfway between mobile (539) and tablet (1083): the narrower one.
    [811, 'mobile'],
    [812, 'tablet'],
    [1083, 'tablet'],
    [1280, 'tablet'],
    [1501, 'tablet'],
    [1502, 'desktop'],
    [1920, 'desktop'],
    [3840, 'desktop'],
  ])('a canvas %i px wide is checked at the %s breakpoint', (width, breakpoint) => {
    expect(qaBreakpointFor(width)).toBe(breakpoint);
  });
});
