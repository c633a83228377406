import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facet, FacetFilter } from '../../../../../schemas/generated/facet';
import { useText } from '../../../../../src/i18n/use-text';

/** Each list shows this many options before "Show more"; nesting stops at this depth (spec 1 §9). */
export const VISIBLE_OPTIONS = 9;
export const MAX_FACET_DEPTH = 5;

interface ListProps {
  filters: readonly FacetFilter[];
  depth: number;
  selected: ReadonlySet<string>;
  onToggle(value: string): void;
}

const holdsSelection = (filter: FacetFilter, selected: ReadonlySet<string>): boolean =>
  filter.children.some((child) => selected.has(child.value) || holdsSelection(child, selected));

function FilterOption({ filter, depth, selected, onToggle }: Omit<ListProps, 'filters'> & { filter: FacetFilter }) {
  const { t } = useTranslation();
  const text = useText();
  const id = useId();
  const children = depth < MAX_FACET_DEPTH ? filter.children : [];
  // A value chosen deeper down keeps its branch open, so the visitor sees why the parent is narrowed.
  const [expanded, setExpanded] = useState(() => holdsSelection(filter, selected));
  const label = text(filter.displayName);
  return (
    <li className="catalogue-facet__option">
      <span className="catalogue-facet__row">
        <input id={id} type="checkbox" checked={selected.has(filter.value)} onChange={() => onToggle(filter.value)} />
        <label htmlFor={id}>
          {label} <span className="catalogue-facet__count">({filter.count})</span>
        </label>
        {children.length > 0 && (
          <button
            type="button"
            className="catalogue-facet__expand"
            aria-expanded={expanded}
            aria-label={t('translate.base.catalogue.refine.subtopics', { name: label })}
            onClick={() => setExpanded((open) => !open)}
          />
        )}
      </span>
      {expanded && children.length > 0 && <FilterList filters={children} depth={depth + 1} selected={selected} onToggle={onToggle} />}
    </li>
  );
}

function FilterList({ filters, depth, selected, onToggle }: ListProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? filters : filters.slice(0, VISIBLE_OPTIONS);
  return (
    <>
      <ul className="catalogue-facet__list">
        {shown.map((filter) => (
          <FilterOption key={filter.value} filter={filter} depth={depth} selected={selected} onToggle={onToggle} />
        ))}
      </ul>
      {filters.length > VISIBLE_OPTIONS && (
        <button type="button" className="catalogue-link-button" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
          {showAll ? t('translate.base.catalogue.refine.show-less') : t('translate.base.catalogue.refine.show-more', { count: filters.length - VISIBLE_OPTIONS })}
        </button>
      )}
    </>
  );
}

interface FacetGroupProps {
  facet: Facet;
  selected: ReadonlySet<string>;
  onToggle(value: string): void;
}

/** One facet of the refine drawer: its values as checkboxes with counts, nested by hierarchy. */
export function FacetGroup({ facet, selected, onToggle }: FacetGroupProps) {
  const text = useText();
  return (
    <fieldset className="catalogue-facet">
      <legend className="catalogue-facet__name">{text(facet.displayName)}</legend>
      <FilterList filters={facet.filters} depth={1} selected={selected} onToggle={onToggle} />
    </fieldset>
  );
}
