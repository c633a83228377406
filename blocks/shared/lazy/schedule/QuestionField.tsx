import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT_ANSWER_LENGTH, questionKind, type AnswerDraft, type EvaluationQuestion, type QuestionKind } from '../../../../src/engine/lazy/evaluation-answers';

export interface QuestionFieldProps {
  question: EvaluationQuestion;
  /** The question's text as shown (before the delimiter). */
  label: string;
  draft: AnswerDraft | undefined;
  onChange(draft: AnswerDraft): void;
  /** A translation key of what is wrong with the answer, shown below it. */
  error?: string | undefined;
}

type FieldProps = QuestionFieldProps & { errorId: string };

/** The question as shown, marked when required (the mark is for the eye: the field itself says it is required). */
function QuestionText({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
}

const chosen = (draft: AnswerDraft | undefined): readonly string[] => (Array.isArray(draft) ? draft : []);

/** Checkboxes (MultiSelect) or radio buttons (RadioList, and any unknown type), in a fieldset named by the question. */
function ChoiceField({ question, label, draft, onChange, error, multiple, errorId }: FieldProps & { multiple: boolean }) {
  const picked = chosen(draft);
  const name = useId();
  return (
    <fieldset className="question-field" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="question-field__label">
        <QuestionText label={label} required={question.required} />
      </legend>
      {question.options.map((option) => (
        <label key={option.id} className="question-field__option">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={picked.includes(option.value)}
            required={!multiple && question.required}
            onChange={(event) =>
              onChange(multiple ? (event.target.checked ? [...picked, option.value] : picked.filter((value) => value !== option.value)) : [option.value])
            }
          />
          {option.displayValue}
        </label>
      ))}
    </fieldset>
  );
}

/** A text box (PlainText) or area (MultilineText) of at most 1350 characters, with a live count of what is typed. */
function TextField({ question, label, draft, onChange, error, errorId }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const countId = useId();
  const text = typeof draft === 'string' ? draft : '';
  const common = {
    id,
    value: text,
    maxLength: MAX_TEXT_ANSWER_LENGTH,
    required: question.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [countId, error ? errorId : ''].filter(Boolean).join(' '),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="question-field">
      <label htmlFor={id} className="question-field__label">
        <QuestionText label={label} required={question.required} />
      </label>
      {questionKind(question.type) === 'MultilineText' ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      <p id={countId} className="question-field__count">
        {t('translate.base.questions.character-count', { count: [...text].length, max: MAX_TEXT_ANSWER_LENGTH })}
      </p>
    </div>
  );
}

/** A drop-down list of the options, starting on an empty choice. */
function DropdownField({ question, label, draft, onChange, error, errorId }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="question-field">
      <label htmlFor={id} className="question-field__label">
        <QuestionText label={label} required={question.required} />
      </label>
      <select
        id={id}
        value={chosen(draft)[0] ?? ''}
        required={question.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
      >
        <option value="">{t('translate.base.questions.choose')}</option>
        {question.options.map((option) => (
          <option key={option.id} value={option.value}>
            {option.displayValue}
          </option>
        ))}
      </select>
    </div>
  );
}

const FIELDS: Record<QuestionKind, (props: FieldProps) => ReactNode> = {
  MultiSelect: (props) => <ChoiceField {...props} multiple />,
  RadioList: (props) => <ChoiceField {...props} multiple={false} />,
  Dropdown: (props) => <DropdownField {...props} />,
  PlainText: (props) => <TextField {...props} />,
  MultilineText: (props) => <TextField {...props} />,
};

/** One question of a nomination (or evaluation) form, drawn by its type (spec 1 §5), with its error below. */
export function QuestionField(props: QuestionFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const field = FIELDS[questionKind(props.question.type)]({ ...props, errorId });
  return (
    <div className="question" data-question-id={props.question.id}>
      {field}
      {props.error && (
        <p id={errorId} className="question__error">
          {t(props.error)}
        </p>
      )}
    </div>
  );
}
