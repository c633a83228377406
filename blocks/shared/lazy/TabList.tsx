import { useRef, type KeyboardEvent } from 'react';
import './tab-list.css';

interface TabListProps {
  /** Prefix of the tab and panel ids (unique on the page). */
  idBase: string;
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  label: string;
}

export const tabId = (idBase: string, index: number) => `${idBase}-tab-${index}`;
export const panelId = (idBase: string, index: number) => `${idBase}-panel-${index}`;

/** Where each key moves the selection (ARIA tabs pattern, automatic activation). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** A row of tabs (one per day, per kind, …): only the selected tab is in the tab order; arrow keys, Home and End move between them. */
export function TabList({ idBase, labels, selected, onSelect, label }: TabListProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, labels.length);
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {labels.map((text, index) => (
        <button
          key={tabId(idBase, index)}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, index)}
          aria-selected={index === selected}
          aria-controls={panelId(idBase, index)}
          tabIndex={index === selected ? 0 : -1}
          className="tab-list__tab"
          onClick={() => onSelect(index)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
