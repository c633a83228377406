import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface LimitedTextFieldProps {
  label: string;
  value: string;
  /** Characters as the server counts them (code points), not the UTF-16 units `maxLength` would count. */
  limit: number;
  onChange(value: string): void;
  multiline?: boolean;
  required?: boolean;
  /** What is wrong with the value, already in words. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A text box or area of at most `limit` characters, with a count of what is typed and its error below. */
export function LimitedTextField({ label, value, limit, onChange, multiline = false, required = false, error, inputRef }: LimitedTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const length = [...value].length;
  const common = {
    id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [countId, error ? errorId : ''].filter(Boolean).join(' '),
    onChange: (event: { target: { value: string } }) => onChange([...event.target.value].slice(0, limit).join('')),
  };
  return (
    <div className="appointment-field">
      <label htmlFor={id} className="appointment-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input ref={inputRef} type="text" {...common} />}
      <p id={countId} className="appointment-field__hint">
        {t('translate.base.questions.character-count', { count: length, max: limit })}
      </p>
      {error && (
        <p id={errorId} className="appointment-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
