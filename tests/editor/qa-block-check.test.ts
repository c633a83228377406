import { describe, expect, it } from 'vitest';
import { comparePixels, cropPixels, overlapOf, type Pixels } from '../../src/editor/qa/lazy/compare-pixels';
import { qaAttendeeTypeFor } from '../../src/editor/qa/lazy/qa-target';
import { verdictOf } from '../../src/editor/qa/lazy/verdict';

/** A white image with, optionally, a black rectangle painted at (x, y). */
function image(width: number, height: number, rect?: { x: number; y: number; width: number; height: number }): Pixels {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  if (rect) {
    for (let row = rect.y; row < rect.y + rect.height; row += 1) {
      for (let column = rect.x; column < rect.x + rect.width; column += 1) data.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
    }
  }
  return { data, width, height };
}

describe('comparing a block capture with its design', () => {
  it('finds no difference between identical images', () => {
    const result = comparePixels(image(40, 30), image(40, 30));
    expect(result).toMatchObject({ mismatched: 0, differencePercentage: 0, width: 40, height: 30, widthDifference: 0, heightDifference: 0 });
  });

  it('counts exactly the pixels of a painted rectangle', () => {
    const result = comparePixels(image(40, 30), image(40, 30, { x: 5, y: 4, width: 10, height: 6 }));
    expect(result.mismatched).toBe(60);
    expect(result.differencePercentage).toBeCloseTo(5, 10);
    // The difference image marks those pixels red and leaves the others transparent (the block shows through).
    const at = (x: number, y: number) => [...result.difference.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4)];
    expect(at(5, 4)).toEqual([255, 0, 0, 255]);
    expect(at(14, 9)).toEqual([255, 0, 0, 255]);
    expect(at(15, 9)?.[3]).toBe(0);
    expect(at(0, 0)?.[3]).toBe(0);
  });

  it('compares images of different sizes on their top-left overlap and reports the size differences', () => {
    // The capture is wider and shorter; the painted rectangle of the design lies partly below the capture.
    const result = comparePixels(image(50, 20), image(40, 30, { x: 0, y: 15, width: 4, height: 10 }));
    expect(result).toMatchObject({ width: 40, height: 20, widthDifference: 10, heightDifference: -10, mismatched: 20 });
    expect(result.differencePercentage).toBeCloseTo(2.5, 10);
  });

  it('refuses images with nothing in common instead of dividing by zero', () => {
    expect(() => comparePixels(image(0, 10), image(10, 10))).toThrow(RangeError);
  });

  it('crops the top-left region row by row', () => {
    const source = image(3, 2);
    source.data.set([1, 2, 3, 4], 4); // pixel (1, 0)
    source.data.set([9, 9, 9, 9], (3 + 1) * 4); // pixel (1, 1): left out of a 2 × 1 crop
    expect([...cropPixels(source, 2, 1).data]).toEqual([255, 255, 255, 255, 1, 2, 3, 4]);
    expect(cropPixels(source, 3, 2)).toBe(source);
  });

  it.each([
    [{ width: 100, height: 50 }, { width: 100, height: 50 }, { width: 100, height: 50, widthDifference: 0, heightDifference: 0 }],
    [{ width: 90, height: 80 }, { width: 100, height: 50 }, { width: 90, height: 50, widthDifference: -10, heightDifference: 30 }],
  ])('overlap of %o and %o is %o', (captured, design, overlap) => {
    expect(overlapOf(captured, design)).toEqual(overlap);
  });
});

describe('the verdict of a difference', () => {
  it.each([
    [0, 'low', true],
    [1, 'low', true],
    [1.01, 'low', false],
    [9.99, 'low', false],
    [10, 'medium', false],
    [40, 'medium', false],
    [40.5, 'high', false],
  ] as const)('%d %% reads %s, passed %s at the default threshold', (percentage, label, passed) => {
    expect(verdictOf(percentage)).toEqual({ label, passed });
  });

  it('passes at a threshold given', () => {
    expect(verdictOf(4, 5).passed).toBe(true);
  });
});

describe('whom a block design is for', () => {
  it.each([
    ['anonymous', 'anonymous'],
    ['speaker', 'speaker'],
    ['inperson-attendee', 'inperson-attendee'],
    ['self', 'attendee'],
    ['siteeditor', 'attendee'],
    ['qa', 'attendee'],
    ['custom', 'attendee'],
  ] as const)('previewing as %s checks the %s design', (persona, type) => {
    expect(qaAttendeeTypeFor(persona)).toBe(type);
  });
});
