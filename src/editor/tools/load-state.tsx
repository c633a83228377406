import { useTranslation } from 'react-i18next';

interface LoadStateProps {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  /** The tool's keys: `{prefix}.loading`, `{prefix}.load-error` and `{prefix}.retry`. */
  prefix: string;
}

/** A tool screen's list while it loads, or why it could not, with a way to ask again. */
export function LoadState({ query, prefix }: LoadStateProps) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t(`${prefix}.loading`)}</p>;
  if (!query.isError) return null;
  return (
    <p role="alert">
      {t(`${prefix}.load-error`)}{' '}
      <button type="button" className="button" onClick={() => void query.refetch()}>
        {t(`${prefix}.retry`)}
      </button>
    </p>
  );
}
