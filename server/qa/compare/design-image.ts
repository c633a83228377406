import sharp from 'sharp';
import { createTurns } from '../../turns';
import { sniffImage, type ImageType } from '../../uploads/image-type';

/** What a design image may be; the comparer holds screenshots to the same pixel count. */
export const DESIGN_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxSide: 16_384,
  /** 160 MB once decoded to RGBA: a full-page design of 1920 × 20,000 px still fits. */
  maxPixels: 40_000_000,
  /** Only the first frame of an animation is the design; more frames than this are refused unread. */
  maxFrames: 100,
} as const;

export type DesignImageProblem = 'too-large' | 'not-an-image' | 'unreadable' | 'too-many-pixels' | 'too-many-frames';

/** Why a design image is refused: `problem` for code (and translations), the message for people reading logs and answers. */
export class DesignImageRefused extends Error {
  override readonly name = 'DesignImageRefused';

  constructor(
    readonly problem: DesignImageProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface DesignImage {
  type: ImageType;
  /** Upright (after the EXIF orientation), of the first frame. */
  width: number;
  height: number;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * Checks an uploaded design before anything decodes it: the type by its bytes, the file size, and the size its header
 * declares, so a small file that would unpack to gigabytes (a decompression bomb) is refused for the cost of a header.
 */
export async function inspectDesignImage(bytes: Uint8Array): Promise<DesignImage> {
  if (bytes.byteLength > DESIGN_LIMITS.maxBytes) {
    throw new DesignImageRefused('too-large', `The design image is ${megabytes(bytes.byteLength)} MB; at most ${megabytes(DESIGN_LIMITS.maxBytes)} MB is accepted.`);
  }
  const type = sniffImage(bytes);
  if (!type) throw new DesignImageRefused('not-an-image', 'The design image is not a PNG, JPEG or GIF file (judged by its content, not its name).');
  // The header only: sharp's own pixel limit would refuse a bomb too, but could not say why.
  const header = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!header || header.format !== type) throw new DesignImageRefused('unreadable', `The design image could not be read as a ${type.toUpperCase()} file.`);
  const { width, height } = header.autoOrient;
  if (width > DESIGN_LIMITS.maxSide || height > DESIGN_LIMITS.maxSide || width * height > DESIGN_LIMITS.maxPixels) {
    throw new DesignImageRefused(
      'too-many-pixels',
      `The design image declares ${width} × ${height} pixels; at most ${DESIGN_LIMITS.maxSide} a side and ${DESIGN_LIMITS.maxPixels / 1e6} million in all are accepted.`,
    );
  }
  const frames = header.pages ?? 1;
  if (frames > DESIGN_LIMITS.maxFrames) {
    throw new DesignImageRefused('too-many-frames', `The design image is an animation of ${frames} frames; at most ${DESIGN_LIMITS.maxFrames} are accepted, and only the first is compared.`);
  }
  return { type, width, height };
}

// A design at the pixel limit decodes to 160 MB: two at a time, the others wait their turn.
const inTurn = createTurns(2);

/**
 * The design as it is stored: a PNG of its first frame, upright, and nothing else of the upload (no metadata, no
 * trailing bytes). Call it after `inspectDesignImage`. sharp does the work on libuv's threads, off the JavaScript
 * thread, so it needs no worker of its own; the pixel limit stands again in case a header lied.
 */
export const normalizedPng = (bytes: Uint8Array): Promise<Buffer> =>
  inTurn(() =>
    sharp(bytes, { limitInputPixels: DESIGN_LIMITS.maxPixels, pages: 1, autoOrient: true, failOn: 'error' })
      .png({ adaptiveFiltering: false })
      .toBuffer()
      .catch((error: unknown) => {
        throw new DesignImageRefused('unreadable', `The design image could not be decoded: ${error instanceof Error ? error.message : String(error)}`);
      }),
  );
