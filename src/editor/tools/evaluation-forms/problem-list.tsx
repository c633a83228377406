import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../../../engine';

const K = 'translate.base.tools.evaluation-forms';

interface ProblemListProps {
  problems: readonly ValidationIssue[];
  /** The form view can show the draft: a problem's path leads to its field there. */
  canShow: boolean;
  onShow(path: string): void;
}

/** What keeps the draft from being published, each with its path into the form (a button to its field when it has one). */
export function ProblemList({ problems, canShow, onShow }: ProblemListProps) {
  const { t } = useTranslation();
  return (
    <div className="evaluation-forms__problems">
      <p aria-live="polite" className={problems.length > 0 ? 'evaluation-forms__problem' : undefined}>
        {problems.length > 0 ? t(`${K}.problems`, { count: problems.length }) : t(`${K}.no-problems`)}
      </p>
      {problems.length > 0 && (
        <ul>
          {problems.map(({ path, message }) => (
            <li key={`${path} ${message}`}>
              {canShow && path !== '' ? (
                <button type="button" className="evaluation-forms__link" onClick={() => onShow(path)}>
                  <code>{path}</code>
                </button>
              ) : (
                <code>{path || t(`${K}.json-text`)}</code>
              )}{' '}
              {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
