import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

/** A failed translation call, readable: the server's message and, when it names them, the fields at fault. */
export function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  const details = error instanceof ApiError && Array.isArray(error.body.details) ? error.body.details : [];
  return (
    <div className="meta-field__error" role="alert">
      <p>{t('translate.base.editor.meta.failed', { message })}</p>
      {details.length > 0 && (
        <ul>
          {details.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              <code>{issue.path}</code> {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
