import { keepFocusNear } from '../../shared/lazy/focus-home';

interface Chip {
  key: string;
  name: string;
}

/** After taking a chip off, the focus goes to the next chip's (or the last one's) button, else back to the field. */
function focusAfterRemoving(button: HTMLElement): HTMLElement | null {
  const item = button.closest('li');
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
  return neighbour ?? button.closest('.meeting-field')?.querySelector('input') ?? null;
}

/** What was picked in a combobox, each with a button that takes it off (named for screen readers by `removeLabel`). */
export function ChipList({ label, chips, removeLabel, onRemove }: { label: string; chips: readonly Chip[]; removeLabel(name: string): string; onRemove(key: string): void }) {
  if (chips.length === 0) return null;
  return (
    <ul className="meeting-chips" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.key} className="meeting-chip">
          <span>{chip.name}</span>
          <button
            type="button"
            className="meeting-chip__remove"
            aria-label={removeLabel(chip.name)}
            onClick={(event) => {
              const next = focusAfterRemoving(event.currentTarget);
              onRemove(chip.key);
              keepFocusNear(next);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
