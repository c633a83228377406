import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../../src/app/block-kit';
import { responsesOf, type AnswerDraft, type EvaluationForm, type EvaluationSubmission } from '../../../../src/engine/lazy/evaluation-answers';
import { focusFirstProblem, questionErrors, type ProblemKeys } from '../questions/question-errors';
import { QuestionSections } from '../questions/QuestionSections';
import { ConfirmDialog } from '../schedule/ConfirmDialog';
import { evaluationText } from './texts';

/** Spec 3 §5: the keys evaluation blocks show under a question (a required drop-down uses the questions' key). */
const PROBLEM_KEYS: ProblemKeys = {
  required: 'translate.base.evaluations.info.required-field',
  requiredDropdown: 'translate.base.questions.validation.required',
  'too-long': 'translate.base.evaluations.info.character-limit',
};

export interface EvaluationFormViewProps {
  form: EvaluationForm;
  /** Sends the answers (after the attendee said yes). */
  onSubmit(submission: EvaluationSubmission): void;
  sending: boolean;
  headingLevel?: 2 | 3 | 4;
}

/**
 * An evaluation's questions, checked as the attendee answers (spec 3 §5: on change and blur) with the same logic the
 * server applies. A problem shows under a question once it was touched; submit stays unavailable while any remains
 * (pressing it shows them all and moves to the first), and a yes/no question comes before anything is sent.
 */
export function EvaluationFormView({ form, onSubmit, sending, headingLevel = 3 }: EvaluationFormViewProps) {
  const { t } = useTranslation();
  const { settings } = usePageContext();
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>({});
  const [touched, setTouched] = useState<ReadonlySet<string> | 'all'>(new Set());
  const [confirming, setConfirming] = useState(false);
  const hintId = useId();
  const errors = useMemo(() => questionErrors(form, drafts, PROBLEM_KEYS), [form, drafts]);
  const shown = touched === 'all' ? errors : Object.fromEntries(Object.entries(errors).filter(([id]) => touched.has(id)));
  const blocked = Object.keys(errors).length > 0;
  const touch = (id: string) => setTouched((current) => (current === 'all' || current.has(id) ? current : new Set([...current, id])));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!blocked) return setConfirming(true);
    setTouched('all');
    focusFirstProblem(event.currentTarget, errors);
  };

  return (
    <form className="evaluation-form__form" noValidate onSubmit={submit}>
      <QuestionSections
        form={form}
        drafts={drafts}
        errors={shown}
        delimiter={settings.settings.evaluationQuestionDelimiter}
        showScores
        limitMessage={PROBLEM_KEYS['too-long']}
        headingLevel={headingLevel}
        onChange={(id, draft) => {
          setDrafts((current) => ({ ...current, [id]: draft }));
          touch(id);
        }}
        onBlur={touch}
      />
      <div className="evaluation-form__actions">
        <button type="submit" className="block-button" aria-disabled={blocked || sending ? true : undefined} aria-describedby={blocked ? hintId : undefined}>
          {t(evaluationText(sending ? 'submitting' : 'submit'))}
        </button>
        {blocked && (
          <p id={hintId} className="evaluation-form__hint">
            {t(evaluationText('answer-required'))}
          </p>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t(evaluationText('confirm.title'))}
          text={t(evaluationText('confirm.text'))}
          confirmLabel={t(evaluationText('confirm.yes'))}
          cancelLabel={t(evaluationText('confirm.no'))}
          onConfirm={() => onSubmit({ evaluationId: form.id, responses: responsesOf(form, drafts) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
