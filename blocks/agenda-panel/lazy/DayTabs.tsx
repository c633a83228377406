import { useRef, type KeyboardEvent } from 'react';

interface DayTabsProps {
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

/** One tab per day: only the selected tab is in the tab order; arrow keys, Home and End move between days. */
export function DayTabs({ idBase, labels, selected, onSelect, label }: DayTabsProps) {
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
    <div className="agenda-panel__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {labels.map((text, index) => (
        <button
          key={text}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, index)}
          aria-selected={index === selected}
          aria-controls={panelId(idBase, index)}
          tabIndex={index === selected ? 0 : -1}
          className="agenda-panel__tab"
          onClick={() => onSelect(index)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
