/** Page links shown around the current page (spec 1 §9): 5, or 3 on narrow screens. */
export const PAGE_LINKS = 5;
export const NARROW_PAGE_LINKS = 3;

export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The page numbers to link: `links` consecutive pages with the current one as central as the ends allow. */
export function pageWindow(current: number, lastPage: number, links: number): number[] {
  const count = Math.min(links, lastPage);
  const first = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
