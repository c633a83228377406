import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED, type ImageType } from './image-type';

const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|gif)$/;
const MEDIA_TYPE_BY_EXTENSION = Object.fromEntries(Object.values(STORED).map(({ extension, mediaType }) => [extension, mediaType]));

/** Files are named by their content hash: the same image uploaded twice is one file, and a name never changes meaning. */
export async function storeUpload(dir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${STORED[type].extension}`;
  await mkdir(dir, { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}`);
  await writeFile(partial, bytes);
  await rename(partial, path.join(dir, name));
  return name;
}

/** The stored file and its media type, or undefined for a name that is not a stored upload. */
export async function readUpload(dir: string, name: string): Promise<{ bytes: Buffer; mediaType: string } | undefined> {
  const extension = STORED_NAME.exec(name)?.[1];
  if (!extension) return undefined;
  const bytes = await readFile(path.join(dir, name)).catch(() => undefined);
  return bytes && { bytes, mediaType: MEDIA_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream' };
}
