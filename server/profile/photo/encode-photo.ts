import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createTurns } from '../../turns';

/** Upload limits (spec 2 §8 gives the client's message; these are the server's reasons). */
export const PHOTO_LIMITS = {
  /** Bytes of the uploaded file. */
  maxBytes: 5 * 1024 * 1024,
  /**
   * Width × height the upload may declare: refused from its header, before any pixel is decoded, so a small file
   * that unpacks to gigabytes (a decompression bomb) costs nothing. 40 MP admits the photos of current phones.
   */
  maxPixels: 40_000_000,
  /** The stored photo fits this square. */
  side: 512,
} as const;

/** The types accepted, by the signature their bytes start with (never by the name or the declared type). */
const SIGNATURES = {
  png: (bytes: Uint8Array) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  gif: (bytes: Uint8Array) => startsWith(bytes, [0x47, 0x49, 0x46, 0x38]),
  webp: (bytes: Uint8Array) => startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50]),
} as const;

export type PhotoType = keyof typeof SIGNATURES;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Why an upload is refused. */
export type PhotoProblem = 'not-an-image' | 'too-many-pixels';

export class PhotoRefused extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
  }
}

export interface EncodedPhoto {
  bytes: Buffer;
  /** Hex, of the encoded bytes: the photo's file name. */
  hash: string;
}

// A photo at the pixel limit decodes to about 160 MB: a node decodes two at a time, the others wait their turn.
const inTurn = createTurns(2);

const sniff = (bytes: Uint8Array): PhotoType | undefined => (Object.keys(SIGNATURES) as PhotoType[]).find((type) => SIGNATURES[type](bytes));

/**
 * The upload decoded and written anew as a WebP of at most `side` pixels a side: only its pixels survive (no metadata,
 * no trailing bytes, an animation's first frame), so nothing the uploader wrote is ever served as it was.
 */
export const encodePhoto = (upload: Buffer): Promise<EncodedPhoto> => inTurn(() => encode(upload));

async function encode(upload: Buffer): Promise<EncodedPhoto> {
  const type = sniff(upload);
  if (!type) throw new PhotoRefused('not-an-image');
  // Reading the header decodes no pixel; sharp's own pixel limit, which would refuse it too, cannot tell why.
  const header = await sharp(upload, { limitInputPixels: false, pages: 1 }).metadata().catch(() => undefined);
  if (!header || header.format !== type) throw new PhotoRefused('not-an-image');
  if (header.width * header.height > PHOTO_LIMITS.maxPixels) throw new PhotoRefused('too-many-pixels');
  const bytes = await sharp(upload, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error', pages: 1 })
    .rotate()
    .resize({ width: PHOTO_LIMITS.side, height: PHOTO_LIMITS.side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new PhotoRefused('not-an-image');
    });
  return { bytes, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 32) };
}
