import pixelmatch from 'pixelmatch';

export interface Size {
  width: number;
  height: number;
}

/** RGBA pixels, four bytes each, row by row (an `ImageData` is one). */
export interface Pixels extends Size {
  data: Uint8ClampedArray<ArrayBuffer>;
}

/**
 * The part two images of different sizes are compared on: their common top-left region, the same policy as the
 * server's comparisons. The differences are the capture's size minus the design's, reported rather than counted.
 */
export interface Overlap {
  width: number;
  height: number;
  widthDifference: number;
  heightDifference: number;
}

export function overlapOf(captured: Size, design: Size): Overlap {
  return {
    width: Math.min(captured.width, design.width),
    height: Math.min(captured.height, design.height),
    widthDifference: captured.width - design.width,
    heightDifference: captured.height - design.height,
  };
}

/** The top-left `width` × `height` pixels of an image (the image itself when it is that size already). */
export function cropPixels(image: Pixels, width: number, height: number): Pixels {
  if (image.width === width && image.height === height) return image;
  const data = new Uint8ClampedArray(width * height * 4);
  const rowBytes = width * 4;
  for (let row = 0; row < height; row += 1) {
    const start = row * image.width * 4;
    data.set(image.data.subarray(start, start + rowBytes), row * rowBytes);
  }
  return { data, width, height };
}

export interface PixelComparison extends Overlap {
  captureSize: Size;
  designSize: Size;
  mismatched: number;
  /** Mismatched pixels in percent of the compared region. */
  differencePercentage: number;
  /** Pixelmatch's difference image of the compared region as a mask: differing pixels red, the rest transparent, so the block shows through it. */
  difference: Pixels;
}

export interface CompareOptions {
  /** Pixelmatch's per-pixel colour threshold, 0 to 1 (smaller is stricter). */
  threshold?: number;
  /** Count anti-aliased pixels as differences too. */
  includeAA?: boolean;
}

/** Compares a capture with a design on their overlap; throws a RangeError when they have no pixel in common. */
export function comparePixels(captured: Pixels, design: Pixels, { threshold = 0.1, includeAA = false }: CompareOptions = {}): PixelComparison {
  const overlap = overlapOf(captured, design);
  if (overlap.width === 0 || overlap.height === 0) throw new RangeError('The capture and the design have no pixel in common');
  const { width, height } = overlap;
  const difference: Pixels = { data: new Uint8ClampedArray(width * height * 4), width, height };
  const mismatched = pixelmatch(cropPixels(captured, width, height).data, cropPixels(design, width, height).data, difference.data, width, height, {
    threshold,
    includeAA,
    diffMask: true,
  });
  return {
    ...overlap,
    captureSize: { width: captured.width, height: captured.height },
    designSize: { width: design.width, height: design.height },
    mismatched,
    differencePercentage: (mismatched / (width * height)) * 100,
    difference,
  };
}
