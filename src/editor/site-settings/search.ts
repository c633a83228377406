import type { SiteSetting } from '../../engine';

/** Whether a setting matches the search box: every word must occur in its name, category or format (title). */
export function matchesSearch(setting: Pick<SiteSetting, 'name' | 'category' | 'format'>, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [setting.name, setting.category, setting.format ?? ''].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
