// Plain JavaScript: worker threads do not inherit the TypeScript loader the server runs with.
// One comparison at a time (see ./index.ts for the contract and the size policy): decode, crop, mask, diff, encode.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

const { maxPixels } = workerData;

// Linux keeps a nice value per thread: comparisons yield to the server's requests on the main thread. (Elsewhere the
// value is the whole process's, so it is left alone.)
if (process.platform === 'linux') os.setPriority(19);

// Painted over masked regions in both images, so they compare equal whatever either showed there.
const MASK_COLOUR = Buffer.from([255, 0, 255, 255]);

// The difference is written once and looked at by people. At 1920 × 1080, level 2 without adaptive filtering takes
// about 7 ms; adaptive filtering alone adds some 50 ms; level 1 is no faster and twice the size. pixelmatch's output
// is opaque, so its alpha channel is dropped: a third smaller.
const DIFFERENCE_PNG = { compressionLevel: 2, adaptiveFiltering: false };

/** RGBA, 8 bits a channel, of the first frame, upright. */
const decode = (bytes) =>
  sharp(bytes, { limitInputPixels: maxPixels, pages: 1, autoOrient: true }).ensureAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });

/** The top-left `width` × `height` of a decoded image, without a copy when whole rows already line up. */
function topLeft({ data, info }, width, height) {
  if (info.width === width) return data.subarray(0, width * height * 4);
  const region = Buffer.allocUnsafeSlow(width * height * 4);
  for (let y = 0; y < height; y += 1) data.copy(region, y * width * 4, y * info.width * 4, (y * info.width + width) * 4);
  return region;
}

function paintMasks(pixels, width, height, masks) {
  for (const mask of masks) {
    const left = Math.max(0, Math.floor(mask.x));
    const right = Math.min(width, Math.ceil(mask.x + mask.width));
    const top = Math.max(0, Math.floor(mask.y));
    const bottom = Math.min(height, Math.ceil(mask.y + mask.height));
    if (left >= right) continue;
    for (let y = top; y < bottom; y += 1) pixels.fill(MASK_COLOUR, (y * width + left) * 4, (y * width + right) * 4);
  }
}

async function compare({ actual, expected, options }) {
  const [shot, design] = await Promise.all([decode(actual), decode(expected)]);
  const width = Math.min(shot.info.width, design.info.width);
  const height = Math.min(shot.info.height, design.info.height);
  const actualPixels = topLeft(shot, width, height);
  const expectedPixels = topLeft(design, width, height);
  paintMasks(actualPixels, width, height, options.masks);
  paintMasks(expectedPixels, width, height, options.masks);
  const output = Buffer.allocUnsafeSlow(width * height * 4);
  const mismatched = pixelmatch(actualPixels, expectedPixels, output, width, height, {
    threshold: options.pixelThreshold,
    includeAA: options.includeAA,
  });
  const difference = await sharp(output, { raw: { width, height, channels: 4 } }).removeAlpha().png(DIFFERENCE_PNG).toBuffer();
  return {
    width,
    height,
    mismatched,
    widthDifference: shot.info.width - design.info.width,
    heightDifference: shot.info.height - design.info.height,
    difference,
  };
}

parentPort.on('message', ({ id, job }) => {
  compare(job).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
