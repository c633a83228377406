import { ApiError } from '../../../api/client';
import type { Pixels } from './compare-pixels';

/**
 * The pixels of a registered design (`/api/v1/qa/files/…`, same origin, the session cookie sent), decoded as stored:
 * no colour-space conversion and no premultiplied alpha, so a PNG of a capture decodes to that capture's pixels.
 */
export async function designPixels(designUrl: string, signal?: AbortSignal): Promise<Pixels> {
  const response = await fetch(designUrl, { credentials: 'same-origin', signal });
  if (!response.ok) throw new ApiError(response.status, { error: response.statusText, message: `${response.status} ${response.statusText}` });
  const bitmap = await createImageBitmap(await response.blob(), { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot read a canvas');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
