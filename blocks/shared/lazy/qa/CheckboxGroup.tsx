import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface CheckboxGroupProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onChange(selected: T[]): void;
  /** A message for the whole group (shown under it, and read with it). */
  error?: string | undefined;
  children?: ReactNode;
}

/** A labelled group of checkboxes whose ticked values stay in the order of `choices`. */
export function CheckboxGroup<T extends string>({ legend, choices, selected, onChange, error, children }: CheckboxGroupProps<T>) {
  const errorId = useId();
  const toggle = (value: T, on: boolean) => onChange(choices.map((choice) => choice.value).filter((entry) => (entry === value ? on : selected.includes(entry))));
  return (
    <fieldset className="qa-field qa-field--group" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="qa-field__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="qa-field__choice">
            <input type="checkbox" checked={selected.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
            {choice.label}
          </label>
        ))}
      </div>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="qa-field__error">
      {message}
    </p>
  ) : null;
}
