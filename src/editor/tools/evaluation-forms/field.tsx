import { createContext, useContext, useId, useState, type ReactNode } from 'react';

/** The draft's problems by their path into the form, for the fields to show next to themselves. */
export const ProblemsContext = createContext<ReadonlyMap<string, readonly string[]>>(new Map());

/** Where a field, section or question is in the form (its JSON pointer): the problem list focuses it by this. */
export const pathAttribute = (path: string) => ({ 'data-path': path });

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'data-path': string;
}

interface FieldProps {
  label: string;
  /** The JSON pointer of the value into the form. */
  path: string;
  hint?: string;
  children(control: ControlProps): ReactNode;
}

/** One labelled control with its problems (those at its path) and hint, tied together for assistive technology. */
export function Field({ label, path, hint, children }: FieldProps) {
  const id = useId();
  const noteId = useId();
  const problems = useContext(ProblemsContext).get(path) ?? [];
  const noted = problems.length > 0 || hint !== undefined;
  return (
    <div className="evaluation-forms__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': problems.length > 0, ...(noted ? { 'aria-describedby': noteId } : {}), ...pathAttribute(path) })}
      {noted && (
        <span id={noteId} className="evaluation-forms__note">
          {hint && <span>{hint}</span>}
          {problems.map((problem) => (
            <span key={problem} className="evaluation-forms__problem">
              {problem}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  path: string;
  value: string;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  list?: string;
  onChange(value: string): void;
}

export function TextField({ label, path, value, hint, placeholder, multiline = false, list, onChange }: TextFieldProps) {
  return (
    <Field label={label} path={path} {...(hint ? { hint } : {})}>
      {(control) =>
        multiline ? (
          <textarea {...control} value={value} placeholder={placeholder} rows={2} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...control} type="text" value={value} placeholder={placeholder} list={list} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}

/**
 * A name other things refer to (a question's id): typed freely, and given to the form only when the editor leaves the
 * field or presses Enter, so the references follow the name's final value, not each keystroke's (on the way a name
 * can pass through another question's).
 */
export function RenameField({ label, path, value, onRename }: { label: string; path: string; value: string; onRename(value: string): void }) {
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed !== null && typed !== value) onRename(typed);
    setTyped(null);
  };
  return (
    <Field label={label} path={path}>
      {(control) => (
        <input
          {...control}
          type="text"
          value={typed ?? value}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
      )}
    </Field>
  );
}

/** A number or nothing (an empty field); what is typed stays as typed while it means the value ("1." on the way to "1.5"). */
export function NumberField({ label, path, value, onChange }: { label: string; path: string; value: number | null; onChange(value: number | null): void }) {
  const [typed, setTyped] = useState(value === null ? '' : String(value));
  // What is typed stays while it is on its way to a number ("-", "2."); a value changed elsewhere replaces it.
  const meansValue = typed.trim() === '' ? value === null : !Number.isFinite(Number(typed)) || Number(typed) === value;
  return (
    <Field label={label} path={path}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          value={meansValue ? typed : value === null ? '' : String(value)}
          onChange={(event) => {
            const next = event.target.value;
            setTyped(next);
            if (next.trim() === '') onChange(null);
            else if (Number.isFinite(Number(next))) onChange(Number(next));
          }}
        />
      )}
    </Field>
  );
}

export function CheckboxField({ label, path, checked, onChange }: { label: string; path: string; checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  const problems = useContext(ProblemsContext).get(path) ?? [];
  return (
    <div className="evaluation-forms__check">
      <input id={id} type="checkbox" checked={checked} aria-invalid={problems.length > 0} {...pathAttribute(path)} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {problems.map((problem) => (
        <span key={problem} className="evaluation-forms__problem">
          {problem}
        </span>
      ))}
    </div>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  path: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

export function SelectField<T extends string>({ label, path, value, options, onChange }: SelectFieldProps<T>) {
  const known = options.some((option) => option.value === value);
  return (
    <Field label={label} path={path}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {/* A value the list does not offer (typed in the JSON view) stays visible rather than silently replaced. */}
          {!known && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The problems at exactly `path`: those of a section, question or rule as a whole (a circle of rules, no actions). */
export function ProblemsAt({ path }: { path: string }) {
  const problems = useContext(ProblemsContext).get(path) ?? [];
  if (problems.length === 0) return null;
  return (
    <ul className="evaluation-forms__problem">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
