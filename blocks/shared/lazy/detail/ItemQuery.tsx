import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../src/api/client';
import type { CatalogueItemEntity } from '../../../../src/api/lazy/catalogue-items';

interface ItemQueryProps<T> {
  query: UseQueryResult<T>;
  entity: CatalogueItemEntity;
  /** The id from the route, as the visitor typed it. */
  id: string;
  /** An item the page must not show counts as not found (a speaker without bio or photo, for one). */
  isShown?: (item: T) => boolean;
  children: (item: T) => ReactNode;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The states every detail page shares: loading, not found (spec 1 §8: 'Could not find attendee with ID' for
 * attendees), failed ('{entity}-{id} could not be loaded', with a retry) and the item itself.
 */
export function ItemQuery<T>({ query, entity, id, isShown = () => true, children }: ItemQueryProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined && isShown(query.data)) return <>{children(query.data)}</>;
  if (query.data !== undefined || isNotFound(query.error)) {
    return (
      <div className="detail-state detail-state--not-found">
        <p role="alert">{t(`translate.base.blocks.detail.not-found.${entity}`, { id })}</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="detail-state detail-state--failed">
        <p role="alert">{t('translate.base.blocks.detail.load-failed', { entity, id })}</p>
        <button type="button" className="block-button block-button--secondary" onClick={() => void query.refetch()}>
          {t('translate.base.blocks.detail.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="detail-state" role="status" aria-busy="true">
      {t('translate.base.blocks.detail.loading')}
    </p>
  );
}
