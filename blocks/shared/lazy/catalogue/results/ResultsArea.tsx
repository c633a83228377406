import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueAnswer, CatalogueEntity } from '../../../../../src/api/lazy/catalogue';
import { catalogueText, type CatalogueConfig } from '../catalogue-config';
import type { CatalogueView } from '../state/catalogue-state';
import { EmptyResults } from './EmptyResults';
import { LoadingSkeleton } from './LoadingSkeleton';
import { SearchError } from './SearchError';

interface ResultsAreaProps<E extends CatalogueEntity> {
  config: CatalogueConfig<E>;
  answer: CatalogueAnswer<E> | undefined;
  error: unknown;
  /** A new answer is on its way while the previous one is shown. */
  updating: boolean;
  onRetry(): void;
  view: CatalogueView;
  search: string;
  offline: boolean;
  /** Present when refinements are in force. */
  onClearAll?: () => void;
  /** The count heading takes the focus after a page change. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The results in whichever state they are: failed, loading, empty or a page of cards. */
export function ResultsArea<E extends CatalogueEntity>({ config, answer, error, updating, onRetry, view, search, offline, onClearAll, headingRef }: ResultsAreaProps<E>) {
  const { t } = useTranslation();
  if (error) return <SearchError heading={t(catalogueText(config, 'error'))} retrying={updating} onRetry={onRetry} />;
  if (!answer) return <LoadingSkeleton view={view} />;
  if (answer.total === 0) return <EmptyResults search={search} offline={offline} checkBack={config.timeslots === true} onClearAll={onClearAll} />;
  const { Card } = config;
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="catalogue-results__count" aria-live="polite">
        {t(catalogueText(config, 'count'), { count: answer.total })}
      </h2>
      <ul className={`catalogue-results catalogue-results--${view}`} aria-busy={updating}>
        {answer.data.map((item) => (
          <li key={config.itemKey(item)} className="catalogue-results__item">
            <Card item={item} view={view} />
          </li>
        ))}
      </ul>
    </>
  );
}
