interface PageFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  hint?: string | undefined;
  /** Offered values (value → label): the field is a select instead of free text. */
  options?: readonly (readonly [string, string])[] | undefined;
  onChange(value: string): void;
}

/**
 * One labelled field of the page dialog. Its hint and error describe it, so a screen reader reads the error when the
 * dialog moves focus to the first invalid field.
 */
export function PageField({ id, label, value, error, required, hint, options, onChange }: PageFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, value, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <div className="pages-form__field">
      <label htmlFor={id}>{label}</label>
      {hint && <span id={`${id}-hint`} className="pages-form__hint">{hint}</span>}
      {options ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {options.map(([option, optionLabel]) => (
            <option key={option} value={option}>
              {optionLabel}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && <span id={`${id}-error`} className="pages-form__error">{error}</span>}
    </div>
  );
}
