import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_SCREEN, useMediaQuery } from '../hooks/use-media-query';
import { NARROW_PAGE_LINKS, PAGE_LINKS, pageWindow } from './page-window';

interface PaginationProps {
  current: number;
  lastPage: number;
  /** The URL of a page, so every link also works opened in a new tab. */
  hrefOf(page: number): string;
  onPage(page: number): void;
}

export function Pagination({ current, lastPage, hrefOf, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_SCREEN);
  if (lastPage <= 1) return null;
  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(page);
  };
  const step = (page: number, label: string, modifier: string) =>
    page < 1 || page > lastPage ? (
      <span className={`catalogue-pagination__step catalogue-pagination__step--${modifier}`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <a className={`catalogue-pagination__step catalogue-pagination__step--${modifier}`} href={hrefOf(page)} onClick={go(page)}>
        {label}
      </a>
    );
  return (
    <nav className="catalogue-pagination" aria-label={t('translate.base.catalogue.pagination.label')}>
      {step(current - 1, t('translate.base.catalogue.pagination.previous'), 'previous')}
      <ul className="catalogue-pagination__pages">
        {pageWindow(current, lastPage, narrow ? NARROW_PAGE_LINKS : PAGE_LINKS).map((page) => (
          <li key={page}>
            <a
              className="catalogue-pagination__page"
              href={hrefOf(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('translate.base.catalogue.pagination.page', { page })}
              onClick={go(page)}
            >
              {page}
            </a>
          </li>
        ))}
      </ul>
      {step(current + 1, t('translate.base.catalogue.pagination.next'), 'next')}
    </nav>
  );
}
