import { isTranslationKey, rewritePhaseSegment } from '../../engine/translation-keys';

/**
 * Props with every translation key (at any depth) moved from one phase's segment to another's.
 * Untouched branches are returned as they are, so pushed blocks share structure with their source.
 */
export function rewritePropsPhase<T>(value: T, fromPhase: string, toPhase: string): T {
  if (isTranslationKey(value)) return rewritePhaseSegment(value, fromPhase, toPhase) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => rewritePropsPhase(item, fromPhase, toPhase));
    return items.some((item, i) => item !== value[i]) ? (items as T) : value;
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next = rewritePropsPhase(item, fromPhase, toPhase);
      changed ||= next !== item;
      return [key, next] as const;
    });
    return changed ? (Object.fromEntries(entries) as T) : value;
  }
  return value;
}
