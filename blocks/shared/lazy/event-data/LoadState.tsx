import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './event-button.css';
import './load-state.css';

/** The parts of a query (or of several, combined) a load state looks at. */
export interface LoadingData<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface LoadStateProps<T> {
  query: LoadingData<T>;
  /** Said while nothing has arrived yet. */
  loading: string;
  /** Said when the load failed, above a retry button. */
  failed: string;
  children: (data: T) => ReactNode;
}

/** A block's data, or its loading note (a polite status), or its failure (an alert with a retry). */
export function LoadState<T>({ query, loading, failed, children }: LoadStateProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="event-data-state">
        <p role="alert">{failed}</p>
        <button type="button" className="block-button block-button--secondary event-data-button" onClick={() => void query.refetch()}>
          {t('translate.base.blocks.detail.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="event-data-state" role="status" aria-busy="true">
      {loading}
    </p>
  );
}
