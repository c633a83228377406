import { availableParallelism } from 'node:os';
// Loaded on this thread too: sharp's shared libraries must stay open while the worker threads using it come and go
// (sharp's documentation, for glibc).
import 'sharp';
import { DESIGN_LIMITS } from './design-image';
import { createWorkerPool } from './worker-pool';

/** A region in pixels of the screenshot (`actual`). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CompareOptions {
  /** pixelmatch's threshold, 0 to 1: how far two colours may be apart and still match. Default 0.1. */
  pixelThreshold?: number;
  /** Count anti-aliased pixels as differences too. Default false: they are shown (yellow) but not counted. */
  includeAA?: boolean;
  /** Dynamic regions (a countdown, a randomizer): painted the same in both images, so they never count. */
  masks?: readonly Rect[];
}

/**
 * The size policy: images of different sizes compare their overlapping top-left region (the smaller width by the
 * smaller height); what lies outside it is not compared but reported as `widthDifference` and `heightDifference`. A
 * size mismatch never fails a comparison.
 */
export interface Comparison {
  /** The compared region. */
  width: number;
  height: number;
  mismatched: number;
  /** mismatched / (width × height) × 100. */
  differencePercentage: number;
  /** actual minus expected. */
  widthDifference: number;
  heightDifference: number;
  /** PNG of pixelmatch's output over the compared region: differences red, anti-aliasing yellow, the rest faded. */
  difference: Buffer;
}

export interface ImageComparer {
  /**
   * `actual` is a PNG (a screenshot); `expected` a PNG, JPEG or GIF (its first frame). Both are handed to a worker
   * thread: a buffer that is a whole ArrayBuffer of its own is moved there, not copied, and reads empty afterwards
   * (pass a copy to keep it). An image that cannot be decoded rejects this comparison only.
   */
  compare(actual: Uint8Array, expected: Uint8Array, options?: CompareOptions): Promise<Comparison>;
  /** Refuses comparisons not yet started, lets running ones finish, then ends the worker threads. */
  close(): Promise<void>;
}

interface Job {
  actual: Uint8Array;
  expected: Uint8Array;
  options: { pixelThreshold: number; includeAA: boolean; masks: Rect[] };
}

type WorkerComparison = Omit<Comparison, 'differencePercentage' | 'difference'> & { difference: Uint8Array };

// One thread leaves a core to the server on a 2-core machine; a third would only contend with Chromium's screenshots.
const defaultWorkers = () => Math.max(1, Math.min(2, availableParallelism() - 1));

function settledOptions({ pixelThreshold = 0.1, includeAA = false, masks = [] }: CompareOptions): Job['options'] {
  if (!(pixelThreshold >= 0 && pixelThreshold <= 1)) throw new RangeError(`pixelThreshold must be between 0 and 1, not ${pixelThreshold}.`);
  const copies = masks.map(({ x, y, width, height }) => ({ x, y, width, height }));
  const bad = copies.find((mask) => !Object.values(mask).every(Number.isFinite));
  if (bad) throw new RangeError(`A mask needs finite x, y, width and height: ${JSON.stringify(bad)}.`);
  return { pixelThreshold, includeAA, masks: copies };
}

/** The bytes to post, and the buffer to move with them: a view of part of a larger buffer is copied, not taken. */
function handOver(bytes: Uint8Array, transfer: Set<ArrayBuffer>): Uint8Array {
  const own = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const posted = own ? bytes : new Uint8Array(bytes);
  transfer.add(posted.buffer as ArrayBuffer);
  return posted;
}

/** Compares screenshots with designs in a small pool of worker threads (decoding, pixelmatch and encoding alike). */
export function createImageComparer({ workers = defaultWorkers() }: { workers?: number } = {}): ImageComparer {
  if (!(Number.isInteger(workers) && workers >= 1)) throw new RangeError(`workers must be a positive integer, not ${workers}.`);
  const pool = createWorkerPool<Job, WorkerComparison>(new URL('./compare-worker.mjs', import.meta.url), workers, {
    maxPixels: DESIGN_LIMITS.maxPixels,
  });
  return {
    async compare(actual, expected, options = {}) {
      // Node 20 drops, without a word, a message whose transfer list holds a buffer already moved (it reads empty).
      if (actual.byteLength === 0 || expected.byteLength === 0) throw new Error('An image to compare is empty, or was handed to an earlier comparison.');
      const settled = settledOptions(options);
      const transfer = new Set<ArrayBuffer>();
      const job = { actual: handOver(actual, transfer), expected: handOver(expected, transfer), options: settled };
      const { difference, ...result } = await pool.run(job, [...transfer]);
      return {
        ...result,
        differencePercentage: (result.mismatched / (result.width * result.height)) * 100,
        difference: Buffer.from(difference.buffer, difference.byteOffset, difference.byteLength),
      };
    },
    close: () => pool.close(),
  };
}
