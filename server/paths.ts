import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The project root (the folder holding package.json), whatever the working directory. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const fromRoot = (...segments: string[]): string => path.join(PROJECT_ROOT, ...segments);
