import { API_BASE, ApiError } from '../../../api/client';
import type { UploadResponse } from '../../../engine';

/** What the server accepts (spec 2 §5: design images are .png, .jpeg, .jpg or .gif). */
export const UPLOAD_EXTENSIONS = ['png', 'jpeg', 'jpg', 'gif'] as const;
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`), 'image/png', 'image/jpeg', 'image/gif'].join(',');
/** The server's body limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadProblem = 'type' | 'size' | 'empty';

/** Why the server would refuse this file, checked before sending it; undefined when it looks acceptable. */
export function uploadProblem(file: { name: string; size: number }): UploadProblem | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return undefined;
}

/** The media type the server expects for the file's extension (browsers leave `File.type` empty for some files). */
function mediaTypeOf(name: string): string {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'png' ? 'image/png' : extension === 'gif' ? 'image/gif' : 'image/jpeg';
}

/** Stores the file through `PUT /siteeditor/file` and answers its absolute URL. Throws ApiError when refused. */
export async function uploadFile(file: File, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`${API_BASE}/siteeditor/file`, {
    method: 'PUT',
    credentials: 'same-origin',
    // Header values must be ASCII: the name is percent-encoded, which keeps its extension readable to the server.
    headers: { accept: 'application/json', 'content-type': mediaTypeOf(file.name), 'x-file-name': encodeURIComponent(file.name) },
    body: file,
    signal,
  });
  const data = (await response.json().catch(() => ({}))) as Partial<UploadResponse> & { error?: string; message?: string };
  if (!response.ok || typeof data.url !== 'string') {
    throw new ApiError(response.status, { error: data.error ?? response.statusText, message: data.message ?? response.statusText });
  }
  return new URL(data.url, window.location.origin).href;
}
