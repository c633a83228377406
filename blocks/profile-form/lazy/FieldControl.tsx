import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../src/app/block-kit';
import { profileText } from '../../shared/lazy/profile/texts';
import { fieldId, fieldKey, type FormField } from './fields';
import { choicesOf, type Choice } from './options';
import type { FieldProblem } from './validate-field';

export interface FieldControlProps {
  field: FormField;
  value: unknown;
  problem: FieldProblem | undefined;
  onChange: (path: string, value: unknown) => void;
}

interface ControlProps extends Omit<FieldControlProps, 'onChange'> {
  onChange: (value: unknown) => void;
  id: string;
  /** The ids of the hint and the error, for `aria-describedby`. */
  describedBy: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

function TextInput({ field, value, problem, onChange, id, describedBy }: ControlProps) {
  const common = {
    id,
    value: text(value),
    readOnly: field.style === 'readonly',
    'aria-invalid': problem !== undefined,
    'aria-describedby': describedBy,
    'aria-required': (field.schema.minLength ?? 0) > 0 || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return field.style === 'textArea' ? <textarea {...common} rows={6} /> : <input {...common} type={field.path === 'social/website' ? 'url' : 'text'} />;
}

/** The choices in the visitor's language, worked out once per field and language rather than per keystroke. */
function useChoices(field: FormField): Choice[] {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return useMemo(() => choicesOf(field, { t, locale }), [field, t, locale]);
}

function Select({ field, value, problem, onChange, id, describedBy }: ControlProps) {
  const { t } = useTranslation();
  const choices = useChoices(field);
  return (
    <select id={id} value={text(value)} aria-invalid={problem !== undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value || null)}>
      <option value="">{t(profileText('not-given'))}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** Choices the profile holds but the options no longer offer stay listed, so they can be seen and taken out. */
function withHeld(choices: Choice[], held: readonly string[]): Choice[] {
  const offered = new Set(choices.map((choice) => choice.value));
  return [...choices, ...held.filter((value) => !offered.has(value)).map((value) => ({ value, label: value }))];
}

/** Checkboxes, a sub-topic (`Parent|Child`) nested under its topic. */
function CheckboxList({ field, value, onChange, id }: ControlProps) {
  const held = list(value);
  const choices = withHeld(useChoices(field), held);
  const toggle = (choice: string) => onChange(held.includes(choice) ? held.filter((kept) => kept !== choice) : [...held, choice]);
  const childrenOf = (parent: string | null) =>
    choices.filter((choice) => (parent === null ? !choices.some((other) => choice.value.startsWith(`${other.value}|`)) : choice.value.startsWith(`${parent}|`) && !choice.value.slice(parent.length + 1).includes('|')));
  const render = (items: Choice[]): ReactNode => (
    <ul className="profile-checkboxes">
      {items.map((choice) => {
        const nested = field.style === 'nestedSelect' ? childrenOf(choice.value) : [];
        return (
          <li key={choice.value}>
            <label className="profile-checkbox">
              <input type="checkbox" checked={held.includes(choice.value)} onChange={() => toggle(choice.value)} />
              {choice.label}
            </label>
            {nested.length > 0 && render(nested)}
          </li>
        );
      })}
    </ul>
  );
  return <div id={id}>{render(field.style === 'nestedSelect' ? childrenOf(null) : choices)}</div>;
}

const CONTROLS: Record<FormField['style'], (props: ControlProps) => ReactNode> = {
  readonly: TextInput,
  inputText: TextInput,
  textArea: TextInput,
  options: Select,
  selectGroup: Select,
  multiSelect: CheckboxList,
  nestedSelect: CheckboxList,
  // The photo has a block of its own; `formSections` leaves it out.
  picture: () => null,
};

const GROUPED = new Set<FormField['style']>(['multiSelect', 'nestedSelect']);

/**
 * One field with its label, its control by the metadata's style, and its error beside it. A list of checkboxes is a
 * fieldset named by its legend; every other control is named by its label.
 */
export const FieldControl = memo(function FieldControl({ onChange, ...props }: FieldControlProps) {
  const { t } = useTranslation();
  const { field, problem } = props;
  const change = (value: unknown) => onChange(field.path, value);
  const id = fieldId(field.path);
  const errorId = `${id}-error`;
  const Control = CONTROLS[field.style];
  const label = t(profileText(fieldKey(field.path)));
  const error = problem && (
    <p id={errorId} className="profile-error">
      {t(profileText(`error.field.${problem.name}`), { max: problem.max })}
    </p>
  );
  if (GROUPED.has(field.style)) {
    return (
      <fieldset className="profile-field profile-field--group" aria-describedby={problem ? errorId : undefined}>
        <legend className="profile-field__label">{label}</legend>
        {error}
        <Control {...props} onChange={change} id={id} describedBy={problem ? errorId : undefined} />
      </fieldset>
    );
  }
  return (
    <div className="profile-field">
      <label htmlFor={id} className="profile-field__label">
        {label}
      </label>
      <Control {...props} onChange={change} id={id} describedBy={problem ? errorId : undefined} />
      {error}
    </div>
  );
});
