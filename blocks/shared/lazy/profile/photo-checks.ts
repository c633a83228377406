/** What the server accepts for a profile photo (server/profile/photo/encode-photo.ts), checked before sending. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Why a photo upload failed or would fail: the name of a text explaining it. */
export type PhotoProblem = 'not-an-image' | 'too-many-pixels' | 'too-large' | 'failed';

/** The problem with a file before it is sent, if any: the server still checks the bytes themselves. */
export function photoFileProblem(file: { type: string; size: number }): PhotoProblem | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type) || file.size === 0) return 'not-an-image';
  if (file.size > MAX_PHOTO_BYTES) return 'too-large';
  return undefined;
}

/** The server's refusals (their `error` names) by the problem they tell of; anything else simply failed. */
const SERVER_PROBLEMS: Record<string, PhotoProblem> = { NotAnImage: 'not-an-image', TooManyPixels: 'too-many-pixels', PhotoTooLarge: 'too-large' };

export const serverPhotoProblem = (errorName: unknown): PhotoProblem =>
  typeof errorName === 'string' && Object.hasOwn(SERVER_PROBLEMS, errorName) ? (SERVER_PROBLEMS[errorName] as PhotoProblem) : 'failed';
