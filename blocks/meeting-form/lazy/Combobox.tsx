import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

interface ComboboxProps<T> {
  label: string;
  /** What is typed. */
  value: string;
  onValueChange(value: string): void;
  /** What can be picked for what is typed (none while nothing is searched). */
  options: readonly T[];
  optionKey(option: T): string;
  renderOption(option: T): ReactNode;
  onPick(option: T): void;
  /** Names the list of options for screen readers. */
  listLabel: string;
  /** Said politely as the options change (how many were found, or why there are none). */
  status: string;
  /** The form field it is (`data-field`), which a refused save may focus. */
  field?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  onBlur?(): void;
}

/** Arrow keys walk the options and back to the field itself (-1), round in both directions. */
function nextActive(current: number, step: number, count: number): number {
  const next = current + step;
  if (next >= count) return -1;
  return next < -1 ? count - 1 : next;
}

/**
 * A text field with options to pick as one types (the ARIA combobox pattern): arrows move through the options, Enter
 * picks the highlighted one (and never sends the form around it), Escape closes the list, then clears the field.
 */
export function Combobox<T>({ label, value, onValueChange, options, optionKey, renderOption, onPick, listLabel, status, field, describedBy, invalid, onBlur }: ComboboxProps<T>) {
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (option: T) => {
    onPick(option);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => nextActive(current, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded ? options[active] : undefined;
      if (option !== undefined) pick(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else onValueChange('');
      setActive(-1);
    }
  };

  return (
    <div className="meeting-combobox">
      <label htmlFor={inputId}>{label}</label>
      <input
        data-field={field}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <p id={statusId} className="meeting-field__hint" role="status">
        {status}
      </p>
      <ul id={listId} role="listbox" className="meeting-combobox__options" aria-label={listLabel} hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="meeting-combobox__option"
            // Keeps the focus in the field, so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
