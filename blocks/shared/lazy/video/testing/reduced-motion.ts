import { vi } from 'vitest';

/** Stubs `matchMedia` so that the visitor does (or does not) ask for reduced motion; undo with vi.unstubAllGlobals(). */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: reduce && media.includes('prefers-reduced-motion'),
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
