import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export interface Block {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

const solid = (width: number, height: number, colour: string) => ({ width, height, channels: 4 as const, background: colour });

/** A flat page with crisp blocks: no anti-aliasing anywhere, so every mismatch is counted and the count is exact. */
export function page({ width = 400, height = 300, blocks = [] as readonly Block[] } = {}) {
  return sharp({ create: solid(width, height, '#ffffff') }).composite(
    blocks.map(({ x, y, width: blockWidth, height: blockHeight, colour }) => ({ input: { create: solid(blockWidth, blockHeight, colour) }, left: x, top: y })),
  );
}

/** The design the tests compare against: a header band and a grey card on white. */
export const DESIGN_BLOCKS: readonly Block[] = [
  { x: 0, y: 0, width: 400, height: 40, colour: '#1d3557' },
  { x: 20, y: 80, width: 360, height: 180, colour: '#dddddd' },
];

/** A red rectangle inside the card's flat grey. */
export const CHANGE: Block = { x: 100, y: 120, width: 30, height: 20, colour: '#e63946' };

export const designPng = (extra: readonly Block[] = [], size: { width?: number; height?: number } = {}) =>
  page({ ...size, blocks: [...DESIGN_BLOCKS, ...extra] }).png().toBuffer();

/** A GIF whose frames are the given PNGs, all of one size. */
export async function animatedGif(frames: readonly Buffer[]) {
  const decoded = await Promise.all(frames.map((frame) => sharp(frame).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  const { width, height } = decoded[0]!.info;
  const strip = Buffer.concat(decoded.map(({ data }) => data));
  return sharp(strip, { raw: { width, height: height * frames.length, channels: 4, pageHeight: height } }).gif({ loop: 0 }).toBuffer();
}

/** A real PNG whose header is rewritten to declare another size: what a decompression bomb looks like from outside. */
export async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(await sharp({ create: solid(8, 8, '#ffffff') }).png().toBuffer());
  // Signature (8), then IHDR: length (4), type (4), width (4), height (4), … and its CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
