import type { SiteSetting } from '../../engine';

/** A setting's "Top/Sub" category split in two; a category without a slash has no sub level. */
export interface CategoryParts {
  top: string;
  sub: string;
}

export function splitCategory(category: string | null | undefined): CategoryParts {
  const text = (category ?? '').trim();
  const slash = text.indexOf('/');
  if (slash < 0) return { top: text, sub: '' };
  return { top: text.slice(0, slash).trim(), sub: text.slice(slash + 1).trim() };
}

/** Top levels in order of first appearance, each with its sub levels (same order). */
export function categoryTree(settings: readonly Pick<SiteSetting, 'category'>[]): Map<string, string[]> {
  const tree = new Map<string, string[]>();
  for (const { category } of settings) {
    const { top, sub } = splitCategory(category);
    const subs = tree.get(top) ?? [];
    if (!tree.has(top)) tree.set(top, subs);
    if (sub && !subs.includes(sub)) subs.push(sub);
  }
  return tree;
}

/** The category filter: empty top (or sub) means "all". */
export interface CategoryFilter {
  top: string;
  sub: string;
}

export function matchesCategory(category: string, { top, sub }: CategoryFilter): boolean {
  const parts = splitCategory(category);
  return (!top || parts.top === top) && (!sub || parts.sub === sub);
}

/** Settings sorted by `order` (name breaks ties) and grouped by their full category, groups in order of first setting. */
export function groupByCategory<T extends Pick<SiteSetting, 'category' | 'order' | 'name'>>(settings: readonly T[]): { category: string; settings: T[] }[] {
  const sorted = [...settings].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const groups = new Map<string, T[]>();
  for (const setting of sorted) {
    const list = groups.get(setting.category);
    if (list) list.push(setting);
    else groups.set(setting.category, [setting]);
  }
  return [...groups].map(([category, list]) => ({ category, settings: list }));
}
