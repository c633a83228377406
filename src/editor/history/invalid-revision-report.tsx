import { useTranslation } from 'react-i18next';
import type { BlockInstance, ValidationIssue } from '../../engine';
import { invalidFields } from './invalid-blocks';

const K = 'translate.base.editor.history';

/** The 422 of a restore: which block and field today's schemas refuse and why, and opening the revision to fix it. */
export function InvalidRevisionReport({ blocks, details, onDraft }: { blocks: readonly BlockInstance[]; details: readonly ValidationIssue[]; onDraft(): void }) {
  const { t } = useTranslation();
  const problems = invalidFields(blocks, details);
  return (
    <div className="page-history__problem" role="alert">
      <p>{t(`${K}.invalid`)}</p>
      <table className="editor-compare__fields">
        <thead>
          <tr>
            <th scope="col">{t(`${K}.invalid-block`)}</th>
            <th scope="col">{t('translate.base.editor.compare.field')}</th>
            <th scope="col">{t(`${K}.invalid-reason`)}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={`${problem.block}:${problem.field}:${problem.reason}`}>
              <th scope="row">
                <code>{problem.block}</code> {problem.component}
              </th>
              <td>
                <code>{problem.field}</code>
              </td>
              <td>{problem.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button button--primary" onClick={onDraft}>
        {t(`${K}.open-draft`)}
      </button>
    </div>
  );
}
