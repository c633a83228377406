/** The design-image types the uploader accepts (spec: .png, .jpeg, .jpg, .gif). */
export type ImageType = 'png' | 'jpeg' | 'gif';

const SIGNATURES: Record<ImageType, readonly (readonly number[])[]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [[...Buffer.from('GIF87a')], [...Buffer.from('GIF89a')]],
};

const MEDIA_TYPES: Record<string, ImageType> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'image/gif': 'gif' };
const EXTENSIONS: Record<string, ImageType> = { png: 'png', jpeg: 'jpeg', jpg: 'jpeg', gif: 'gif' };

/** The stored file's extension and the type it is served with. */
export const STORED: Record<ImageType, { extension: string; mediaType: string }> = {
  png: { extension: 'png', mediaType: 'image/png' },
  jpeg: { extension: 'jpg', mediaType: 'image/jpeg' },
  gif: { extension: 'gif', mediaType: 'image/gif' },
};

/** What the bytes are, by their signature. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  const startsWith = (signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
  return (Object.keys(SIGNATURES) as ImageType[]).find((type) => SIGNATURES[type].some(startsWith));
}

export const declaredType = (mediaType: string | undefined): ImageType | undefined => {
  const essence = mediaType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return Object.hasOwn(MEDIA_TYPES, essence) ? MEDIA_TYPES[essence] : undefined;
};

export const typeOfFileName = (fileName: string): ImageType | undefined => {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return Object.hasOwn(EXTENSIONS, extension) ? EXTENSIONS[extension] : undefined;
};

/** The type of an upload when its bytes, its content-type header and its file name all agree. */
export function acceptedImageType(upload: { bytes: Uint8Array; mediaType: string | undefined; fileName: string }): ImageType | undefined {
  const sniffed = sniffImage(upload.bytes);
  return sniffed && declaredType(upload.mediaType) === sniffed && typeOfFileName(upload.fileName) === sniffed ? sniffed : undefined;
}
