import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TEXT_ANSWER_LENGTH,
  questionKind,
  type AnswerDraft,
  type EvaluationQuestion,
  type QuestionKind,
} from '../../../../src/engine/lazy/evaluation-answers';
import './questions.css';

export interface QuestionFieldProps {
  question: EvaluationQuestion;
  /** The question's text as shown (before the delimiter, or a holding logic rule's label override). */
  label: string;
  /** Whether an answer is needed now: the question's own flag, or a holding logic rule's. */
  required: boolean;
  draft: AnswerDraft | undefined;
  onChange(draft: AnswerDraft): void;
  /** The attendee left the field (evaluation blocks check an answer then too: spec 3 §5). */
  onBlur?(): void;
  /** Radio options show their score, or the not-applicable label (evaluation blocks: spec 3 §5). */
  showScores?: boolean;
  /** A translation key of what is wrong with the answer, shown below it. */
  error?: string | undefined;
  /** A translation key said once a typed answer reaches 1350 characters (evaluation blocks: spec 3 §5). */
  limitMessage?: string;
}

type FieldProps = QuestionFieldProps & { errorId: string };

/** Spec 1 §5: the option value that stands for "does not apply" rather than a score. */
const NOT_APPLICABLE = 'not applicable';

/**
 * The question as shown, marked when required. The mark is for the eye: a field says it is required itself, except
 * a group of checkboxes (no checkbox is required on its own), whose name says it in words.
 */
function QuestionText({ label, required, inWords = false }: { label: string; required: boolean; inWords?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {label}
      {required && <span aria-hidden="true"> *</span>}
      {required && inWords && <span className="visually-hidden"> {t('translate.base.questions.required')}</span>}
    </>
  );
}

const chosen = (draft: AnswerDraft | undefined): readonly string[] => (Array.isArray(draft) ? draft : []);

/** A radio option's text: with scores shown, the score before the option's words, or the not-applicable label. */
function OptionText({ option, showScore }: { option: EvaluationQuestion['options'][number]; showScore: boolean }) {
  const { t } = useTranslation();
  if (showScore && option.value.trim().toLowerCase() === NOT_APPLICABLE) return <>{t('translate.base.evaluations.info.not-applicable')}</>;
  if (!showScore || option.scoreValue === null) return <>{option.displayValue}</>;
  const score = String(option.scoreValue);
  // "4 – Very good" already says its score: the words follow the score shown, not a second copy of it.
  const words = option.displayValue.startsWith(score) ? option.displayValue.slice(score.length).replace(/^[\s–—:.-]+/, '') : option.displayValue;
  return (
    <>
      <span className="question-field__score">{score}</span>
      {words && <span className="question-field__option-text">{words}</span>}
    </>
  );
}

/** Checkboxes (MultiSelect) or radio buttons (RadioList, and any unknown type), in a fieldset named by the question. */
function ChoiceField({ question, label, required, draft, onChange, onBlur, error, multiple, showScores, errorId }: FieldProps & { multiple: boolean }) {
  const picked = chosen(draft);
  const name = useId();
  return (
    <fieldset
      className={`question-field${!multiple && showScores ? ' question-field--scale' : ''}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="question-field__label">
        <QuestionText label={label} required={required} inWords={multiple} />
      </legend>
      {question.options.map((option) => (
        <label key={option.id} className="question-field__option">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={picked.includes(option.value)}
            required={!multiple && required}
            onBlur={onBlur}
            onChange={(event) =>
              onChange(multiple ? (event.target.checked ? [...picked, option.value] : picked.filter((value) => value !== option.value)) : [option.value])
            }
          />
          <OptionText option={option} showScore={!multiple && showScores === true} />
        </label>
      ))}
    </fieldset>
  );
}

/** A text box (PlainText) or area (MultilineText) of at most 1350 characters, with a live count of what is typed. */
function TextField({ question, label, required, draft, onChange, onBlur, error, errorId, limitMessage }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const countId = useId();
  const text = typeof draft === 'string' ? draft : '';
  const length = [...text].length;
  const common = {
    id,
    value: text,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [countId, error ? errorId : ''].filter(Boolean).join(' '),
    // Characters as the server counts them (code points), not the UTF-16 units `maxLength` would count.
    onChange: (event: { target: { value: string } }) => onChange([...event.target.value].slice(0, MAX_TEXT_ANSWER_LENGTH).join('')),
    onBlur,
  };
  return (
    <div className="question-field">
      <label htmlFor={id} className="question-field__label">
        <QuestionText label={label} required={required} />
      </label>
      {questionKind(question.type) === 'MultilineText' ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      <p id={countId} className="question-field__count" aria-live={length >= MAX_TEXT_ANSWER_LENGTH ? 'polite' : undefined}>
        {t('translate.base.questions.character-count', { count: length, max: MAX_TEXT_ANSWER_LENGTH })}
        {limitMessage && length >= MAX_TEXT_ANSWER_LENGTH && <> {t(limitMessage)}</>}
      </p>
    </div>
  );
}

/** A drop-down list of the options, starting on an empty choice. */
function DropdownField({ question, label, required, draft, onChange, onBlur, error, errorId }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="question-field">
      <label htmlFor={id} className="question-field__label">
        <QuestionText label={label} required={required} />
      </label>
      <select
        id={id}
        value={chosen(draft)[0] ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onBlur={onBlur}
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

/** One question of a nomination or evaluation form, drawn by its type (spec 1 §5), with its error below. */
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
