import { useTranslation } from 'react-i18next';
import type { Facet } from '../../../../../schemas/generated/facet';
import { useText } from '../../../../../src/i18n/use-text';

interface FacetPivotProps {
  facet: Facet;
  /** Values of this facet currently selected. */
  selected: readonly string[];
  onSelect(value: string | null): void;
}

/** A facet's top-level values as one row of choices, with "all" clearing the facet (spec 1 §2 facet pivot). */
export function FacetPivot({ facet, selected, onSelect }: FacetPivotProps) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <div className="catalogue-pivot" role="group" aria-label={text(facet.displayName)}>
      <button type="button" className="catalogue-pivot__choice" aria-pressed={selected.length === 0} onClick={() => onSelect(null)}>
        {t('translate.base.catalogue.pivot.all')}
      </button>
      {facet.filters.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className="catalogue-pivot__choice"
          aria-pressed={selected.length === 1 && selected[0] === filter.value}
          onClick={() => onSelect(filter.value)}
        >
          {text(filter.displayName)}
        </button>
      ))}
    </div>
  );
}
