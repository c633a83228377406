const KEY_PATTERN = /^translate\.[A-Za-z0-9.-]+$/;

/** A translation key begins with `translate.` and holds only letters, digits, dots and hyphens (no empty segments). */
export function isTranslationKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value) && !value.includes('..') && !value.endsWith('.');
}

/**
 * Text props may hold a translation key or literal text.
 * Returns the translation when the value is a key with a translation, the value itself otherwise.
 */
export function resolveText(value: string | undefined, translate: (key: string) => string | undefined): string {
  if (!value) return '';
  if (!isTranslationKey(value)) return value;
  return translate(value) ?? value;
}

/**
 * Rewrites the phase segment of a key (used when content is pushed to the next phase):
 * `translate.home.pre-event.hero.title` → `translate.home.live.hero.title`. Keys without the segment stay as they are.
 */
export function rewritePhaseSegment(key: string, fromPhase: string, toPhase: string): string {
  if (!isTranslationKey(key)) return key;
  const segments = key.split('.');
  const index = segments.indexOf(fromPhase);
  if (index < 1) return key;
  segments[index] = toPhase;
  return segments.join('.');
}
