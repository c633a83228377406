import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageComparer } from '../../server/qa/compare';
import { DESIGN_LIMITS, DesignImageRefused, inspectDesignImage, normalizedPng } from '../../server/qa/compare/design-image';
import { CHANGE, animatedGif, designPng, page, pngDeclaring } from './images';

const comparer = createImageComparer({ workers: 1 });
afterAll(() => comparer.close());

const CHANGE_PIXELS = CHANGE.width * CHANGE.height;

/** Pixels of a decoded PNG that are exactly this colour. */
async function pixelsOfColour(png: Buffer, [r, g, b]: readonly [number, number, number]) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let at = 0; at < data.length; at += 4) if (data[at] === r && data[at + 1] === g && data[at + 2] === b) count += 1;
  return { count, width: info.width, height: info.height };
}

describe('createImageComparer', () => {
  it('counts exactly the pixels of a rectangle painted on the design, and draws them red in the difference', async () => {
    const comparison = await comparer.compare(await designPng([CHANGE]), await designPng());
    expect(comparison).toMatchObject({ width: 400, height: 300, mismatched: CHANGE_PIXELS, widthDifference: 0, heightDifference: 0 });
    expect(comparison.differencePercentage).toBeCloseTo((CHANGE_PIXELS / (400 * 300)) * 100, 10);
    expect(await pixelsOfColour(comparison.difference, [255, 0, 0])).toEqual({ count: CHANGE_PIXELS, width: 400, height: 300 });
  });

  it('finds no difference between identical images', async () => {
    const design = await designPng();
    const comparison = await comparer.compare(design, design);
    expect(comparison).toMatchObject({ mismatched: 0, differencePercentage: 0 });
    expect((await sharp(comparison.difference).metadata()).format).toBe('png');
  });

  it('compares the overlapping top-left region of a taller screenshot and reports the height difference', async () => {
    const comparison = await comparer.compare(await designPng([], { height: 900 }), await designPng());
    expect(comparison).toMatchObject({ width: 400, height: 300, mismatched: 0, widthDifference: 0, heightDifference: 600 });
  });

  it('lines the rows up when the design is wider and shorter than the screenshot', async () => {
    const comparison = await comparer.compare(await designPng([CHANGE], { height: 350 }), await designPng([], { width: 440 }));
    expect(comparison).toMatchObject({ width: 400, height: 300, mismatched: CHANGE_PIXELS, widthDifference: -40, heightDifference: 50 });
    expect((await sharp(comparison.difference).metadata()).width).toBe(400);
  });

  it('never counts masked regions, in either image, and clips masks to the compared region', async () => {
    const actual = await designPng([CHANGE]);
    const design = await designPng();
    const covering = { x: CHANGE.x, y: CHANGE.y, width: 1000, height: CHANGE.height };
    expect((await comparer.compare(actual, design, { masks: [covering] })).mismatched).toBe(0);
    const leftHalf = { x: CHANGE.x - 10, y: CHANGE.y - 10, width: 10 + CHANGE.width / 2, height: 40 };
    expect((await comparer.compare(actual, design, { masks: [leftHalf] })).mismatched).toBe(CHANGE_PIXELS / 2);
    // The same mask hides the change whichever image holds it.
    expect((await comparer.compare(design, actual, { masks: [covering] })).mismatched).toBe(0);
  });

  it('applies the pixel threshold', async () => {
    const near = { ...CHANGE, colour: '#d8d8d8' };
    const actual = await designPng([near]);
    expect((await comparer.compare(actual, await designPng())).mismatched).toBe(0);
    expect((await comparer.compare(actual, await designPng(), { pixelThreshold: 0 })).mismatched).toBe(CHANGE_PIXELS);
  });

  it('decodes JPEG designs and the first frame of GIF designs', async () => {
    const screenshot = await designPng();
    const jpeg = await page({ blocks: [] }).jpeg({ quality: 95 }).toBuffer();
    const blank = await page().png().toBuffer();
    expect(await comparer.compare(blank, jpeg)).toMatchObject({ width: 400, height: 300, mismatched: 0 });
    const gif = await animatedGif([screenshot, await designPng([CHANGE])]);
    expect(await comparer.compare(screenshot, gif)).toMatchObject({ width: 400, height: 300, mismatched: 0 });
  });

  it('rejects a corrupt image for that comparison only, and keeps comparing', async () => {
    const design = await designPng();
    const truncated = design.subarray(0, design.length / 2);
    await expect(comparer.compare(Buffer.from('not an image at all'), design)).rejects.toThrow(/unsupported image format/i);
    await expect(comparer.compare(design, truncated)).rejects.toThrow();
    expect((await comparer.compare(design, design)).mismatched).toBe(0);
  });

  it('runs comparisons queued together, each with its own answer', async () => {
    const design = await designPng();
    const changed = await designPng([CHANGE]);
    const answers = await Promise.all([changed, design, Buffer.from('corrupt'), changed].map((actual) => comparer.compare(actual, design).then((c) => c.mismatched, () => 'rejected')));
    expect(answers).toEqual([CHANGE_PIXELS, 0, 'rejected', CHANGE_PIXELS]);
  });

  it('moves a buffer of its own to the worker instead of copying it, and copies a view of a larger one', async () => {
    const design = await designPng();
    const own = new Uint8Array(design);
    const pooled = Buffer.concat([design, Buffer.alloc(16)]).subarray(0, design.length);
    await comparer.compare(own, pooled);
    expect(own.byteLength).toBe(0);
    expect(pooled.byteLength).toBe(design.length);
    // Handed over already: refused, and the pool carries on.
    await expect(comparer.compare(own, design)).rejects.toThrow(/empty, or was handed to an earlier comparison/);
    expect((await comparer.compare(design, design)).mismatched).toBe(0);
  });

  it('refuses bad options', async () => {
    const design = await designPng();
    await expect(comparer.compare(design, design, { pixelThreshold: 2 })).rejects.toThrow(RangeError);
    await expect(comparer.compare(design, design, { masks: [{ x: 0, y: 0, width: Number.NaN, height: 1 }] })).rejects.toThrow(/finite/);
    expect(() => createImageComparer({ workers: 0 })).toThrow(RangeError);
  });

  it('refuses comparisons after close, and lets a running one finish', async () => {
    const closing = createImageComparer({ workers: 1 });
    const design = await designPng();
    const running = closing.compare(design, design);
    const waiting = expect(closing.compare(design, design)).rejects.toThrow(/closed/);
    await closing.close();
    expect((await running).mismatched).toBe(0);
    await waiting;
    await expect(closing.compare(design, design)).rejects.toThrow(/closed/);
  });
});

describe('inspectDesignImage', () => {
  const refusal = (bytes: Uint8Array) => inspectDesignImage(bytes).then(() => undefined, (error: unknown) => error);

  it('reads type and size from the content', async () => {
    expect(await inspectDesignImage(await designPng())).toEqual({ type: 'png', width: 400, height: 300 });
    expect(await inspectDesignImage(await page({ width: 320 }).jpeg().toBuffer())).toEqual({ type: 'jpeg', width: 320, height: 300 });
    const gif = await animatedGif([await designPng(), await designPng([CHANGE])]);
    expect(await inspectDesignImage(gif)).toEqual({ type: 'gif', width: 400, height: 300 });
  });

  it('refuses another type whatever it is called', async () => {
    const error = await refusal(await page().webp().toBuffer());
    expect(error).toBeInstanceOf(DesignImageRefused);
    expect(error).toMatchObject({ problem: 'not-an-image', message: expect.stringMatching(/not a PNG, JPEG or GIF/) });
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ problem: 'not-an-image' });
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await designPng(), Buffer.alloc(DESIGN_LIMITS.maxBytes)]);
    expect(await refusal(big)).toMatchObject({ problem: 'too-large', message: expect.stringMatching(/at most 10\.0 MB/) });
  });

  it('refuses too many pixels, and a small file declaring 100000 × 100000 (a decompression bomb), from the header', async () => {
    expect(await refusal(await pngDeclaring(8000, 6000))).toMatchObject({
      problem: 'too-many-pixels',
      message: 'The design image declares 8000 × 6000 pixels; at most 16384 a side and 40 million in all are accepted.',
    });
    const bomb = await pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(await refusal(bomb)).toMatchObject({ problem: 'too-many-pixels', message: expect.stringContaining('100000 × 100000') });
    expect(await refusal(await pngDeclaring(16_385, 10))).toMatchObject({ problem: 'too-many-pixels' });
  });

  it('refuses an animation of many frames', async () => {
    // Frames that differ from the one before: the GIF encoder merges repeated ones.
    const frames = await Promise.all(['#ffffff', '#000000'].map((colour) => page({ width: 4, height: 4, blocks: [{ x: 0, y: 0, width: 4, height: 4, colour }] }).png().toBuffer()));
    const gif = await animatedGif(Array.from({ length: DESIGN_LIMITS.maxFrames + 1 }, (_, index) => frames[index % 2]!));
    expect(await refusal(gif)).toMatchObject({ problem: 'too-many-frames', message: expect.stringContaining(`${DESIGN_LIMITS.maxFrames + 1} frames`) });
  });

  it('refuses a damaged header', async () => {
    const damaged = Buffer.concat([(await designPng()).subarray(0, 8), Buffer.from('garbage that is no IHDR chunk')]);
    expect(await refusal(damaged)).toMatchObject({ problem: 'unreadable', message: expect.stringMatching(/could not be read as a PNG/) });
  });
});

describe('normalizedPng', () => {
  it('stores the first frame of a GIF, and a JPEG, as PNG', async () => {
    const first = await designPng();
    const png = await normalizedPng(await animatedGif([first, await designPng([CHANGE])]));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
    expect((await comparer.compare(png, first)).mismatched).toBe(0);
    const fromJpeg = await normalizedPng(await page({ width: 320 }).jpeg().toBuffer());
    expect(await sharp(fromJpeg).metadata()).toMatchObject({ format: 'png', width: 320, height: 300 });
  });

  it('refuses what it cannot decode', async () => {
    const design = await designPng();
    await expect(normalizedPng(design.subarray(0, design.length / 2))).rejects.toBeInstanceOf(DesignImageRefused);
  });
});
