import type { Compare } from './config';
import type { MemberSet } from './members';

/** An order of all items, computed once: `sequence` lists item indexes in order, `rank[item]` is its position. */
export interface Ordering {
  sequence: Int32Array;
  rank: Int32Array;
}

/** Orders names and titles as people read them: accents and case aside, numbers by value. */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function orderingOf(sequence: Int32Array): Ordering {
  const rank = new Int32Array(sequence.length);
  sequence.forEach((item, position) => {
    rank[item] = position;
  });
  return { sequence, rank };
}

/** Ties keep the items' given order. */
export function createOrdering<T>(items: readonly T[], compare: Compare<T>): Ordering {
  return orderingOf(Int32Array.from(items.keys()).sort((a, b) => compare(items[a] as T, items[b] as T) || a - b));
}

/** By a name per item, each read once rather than at every comparison. */
export function createNameOrdering<T>(items: readonly T[], name: (item: T) => string): Ordering {
  const names = items.map(name);
  return orderingOf(Int32Array.from(items.keys()).sort((a, b) => nameCollator.compare(names[a] as string, names[b] as string) || a - b));
}

export interface PageWindow {
  start: number;
  size: number;
}

/**
 * One page of the members in a precomputed order, walking the order once instead of sorting
 * the matches on every search.
 */
export function pageInOrder(ordering: Ordering, members: MemberSet, window: PageWindow, reverse = false): number[] {
  const page: number[] = [];
  const { sequence } = ordering;
  let seen = 0;
  for (let step = 0; step < sequence.length && page.length < window.size; step += 1) {
    const item = sequence[reverse ? sequence.length - 1 - step : step] as number;
    if (!members.has(item)) continue;
    if (seen >= window.start) page.push(item);
    seen += 1;
  }
  return page;
}

/** One page of the members among items already in order. */
export const pageOf = (ordered: readonly number[], members: MemberSet, window: PageWindow): number[] =>
  ordered.filter((item) => members.has(item)).slice(window.start, window.start + window.size);

export interface Paging {
  /** 1-based page answered: the requested one clamped to the pages there are. */
  page: number;
  window: PageWindow;
}

export const DEFAULT_PAGE_SIZE = 12;

export function paging(total: number, requestedPage = 1, pageSize = DEFAULT_PAGE_SIZE): Paging {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), lastPage);
  return { page, window: { start: (page - 1) * pageSize, size: pageSize } };
}
