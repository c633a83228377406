import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../src/api/client';
import { qaText } from './texts';
import './qa.css';

export function QaLoading() {
  const { t } = useTranslation();
  return (
    <p className="qa-state" role="status" aria-busy="true">
      {t(qaText('loading'))}
    </p>
  );
}

/** Whether the server refused the visitor (not a site editor or QA tester, or signed out). */
export const isRefused = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** A failed load: "not allowed" when the server refused the visitor, otherwise the error with a retry button. */
export function QaProblem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  if (isRefused(error)) {
    return (
      <div className="qa-state" role="alert">
        <h3>{t(qaText('forbidden.title'))}</h3>
        <p>{t(qaText('forbidden.text'))}</p>
      </div>
    );
  }
  return (
    <div className="qa-state" role="alert">
      <h3>{t(qaText('error.title'))}</h3>
      <p>{error instanceof Error ? error.message : t(qaText('error.text'))}</p>
      <button type="button" className="block-button" onClick={onRetry}>
        {t(qaText('error.retry'))}
      </button>
    </div>
  );
}
