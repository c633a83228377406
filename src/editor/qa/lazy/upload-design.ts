import { registerDesign, type QaDesign, type QaDesignRequest } from '../../../api/lazy/qa-designs';
import { uploadFile } from '../../tools/file-uploader/upload-file';

/** Which design an upload becomes: the combination and the block. */
export type DesignTarget = Omit<QaDesignRequest, 'imageUrl'> & { block: string };

/**
 * Stores the image through the site editor upload, then registers it as the block's design for the combination.
 * Throws the server's ApiError when either step is refused.
 */
export async function uploadDesign(file: File, target: DesignTarget, signal?: AbortSignal): Promise<QaDesign> {
  const url = await uploadFile(file, signal);
  // The design API takes the upload's address as the server gave it: site-relative.
  return registerDesign({ ...target, imageUrl: new URL(url).pathname }, signal);
}
