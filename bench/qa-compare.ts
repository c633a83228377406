import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { createImageComparer } from '../server/qa/compare';
import { percentile } from './stats';

export interface QaCompareBench {
  /** Median of one compare() call: both PNGs decoded, diffed and the difference encoded, in the worker pool. */
  oursMedianMs: number;
  /** Median of the same work done plainly on the calling thread with pngjs and pixelmatch. */
  plainMedianMs: number;
  /** plain / ours. */
  ratio: number;
}

const WIDTH = 1920;
const HEIGHT = 1080;
const WARM_UP = 3;
const ROUNDS = 15;

/** A page-like picture: a navigation bar, a hero, three cards of text; `changed` alters a few regions of it. */
function pageSvg(changed: boolean): string {
  const parts = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#fafafa"/>`, `<rect width="${WIDTH}" height="80" fill="#1d3557"/>`];
  for (let item = 0; item < 6; item += 1) parts.push(`<text x="${220 + item * 200}" y="50" font-family="sans-serif" font-size="20" fill="#ffffff">Menu item ${item}</text>`);
  parts.push(`<rect y="80" width="${WIDTH}" height="400" fill="${changed ? '#4a7fa3' : '#457b9d'}"/>`);
  parts.push(`<text x="120" y="280" font-family="serif" font-size="64" fill="#ffffff">Conference 2026: the programme</text>`);
  if (changed) parts.push('<rect x="1500" y="300" width="200" height="60" rx="8" fill="#f1c40f"/>');
  for (let card = 0; card < 3; card += 1) {
    const x = 120 + card * 580;
    parts.push(`<rect x="${x}" y="540" width="520" height="480" rx="12" fill="#ffffff" stroke="#dddddd"/>`);
    for (let line = 0; line < 14; line += 1) {
      const words = changed && card === 1 && line === 3 ? 'A sentence the editor rewrote' : 'Lorem ipsum dolor sit amet, consectetur';
      parts.push(`<text x="${x + 24}" y="${600 + line * 28}" font-family="sans-serif" font-size="16" fill="#333333">${words} ${line}</text>`);
      // Text-like stripes too, so the picture has texture even where no font is installed.
      parts.push(`<rect x="${x + 24}" y="${606 + line * 28}" width="${300 + ((line * 53) % 170)}" height="2" fill="#999999"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${parts.join('')}</svg>`;
}

const pagePng = (changed: boolean) => sharp(Buffer.from(pageSvg(changed))).png().toBuffer();

function comparePlainly(actual: Buffer, expected: Buffer): number {
  const one = PNG.sync.read(actual);
  const other = PNG.sync.read(expected);
  const difference = new PNG({ width: one.width, height: one.height });
  const mismatched = pixelmatch(one.data, other.data, difference.data, one.width, one.height, { threshold: 0.1 });
  PNG.sync.write(difference);
  return mismatched;
}

async function timed<T>(work: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/**
 * Issue 18: one 1920 × 1080 pair compared end to end, the worker-pool comparer beside a plain pngjs + pixelmatch
 * pipeline on the calling thread, the two alternating round by round so both see the same machine.
 */
export async function benchQaCompare(): Promise<QaCompareBench> {
  const [actual, expected] = await Promise.all([pagePng(true), pagePng(false)]);
  const comparer = createImageComparer();
  try {
    const ours: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const mine = await timed(() => comparer.compare(actual, expected));
      const theirs = await timed(() => comparePlainly(actual, expected));
      if (mine.value.mismatched !== theirs.value) throw new Error(`The pipelines disagree: ${mine.value.mismatched} against ${theirs.value} mismatched pixels.`);
      if (round < WARM_UP) continue;
      ours.push(mine.ms);
      plain.push(theirs.ms);
    }
    const oursMedianMs = percentile(ours, 0.5);
    const plainMedianMs = percentile(plain, 0.5);
    return { oursMedianMs, plainMedianMs, ratio: plainMedianMs / oursMedianMs };
  } finally {
    await comparer.close();
  }
}
