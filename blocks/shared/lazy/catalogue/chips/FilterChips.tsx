import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../../../src/app/block-kit';
import { useText } from '../../../../../src/i18n/use-text';
import { formatMinutesOfDay } from '../format/minutes-of-day';
import type { Chip } from './active-chips';

interface FilterChipsProps {
  chips: readonly Chip[];
  onRemove(chip: Chip): void;
  onClearAll(): void;
}

const chipKey = (chip: Chip) => (chip.kind === 'filter' ? `f:${chip.filter.facet}:${chip.filter.value}` : chip.kind === 'time' ? 'time' : `t:${chip.toggle}`);

/** The refinements in force, each removable, and "clear all". */
export function FilterChips({ chips, onRemove, onClearAll }: FilterChipsProps) {
  const { t } = useTranslation();
  const text = useText();
  const { locale } = usePageContext();
  if (chips.length === 0) return null;
  const label = (chip: Chip) => {
    if (chip.kind === 'filter') return `${text(chip.facetName)}: ${text(chip.valueName)}`;
    if (chip.kind === 'time') {
      return t('translate.base.catalogue.time.chip', { start: formatMinutesOfDay(chip.start, locale, t), end: formatMinutesOfDay(chip.end, locale, t) });
    }
    return t(`translate.base.catalogue.toggles.${chip.toggle}`);
  };
  return (
    <div className="catalogue-chips">
      <ul className="catalogue-chips__list" aria-label={t('translate.base.catalogue.chips.label')}>
        {chips.map((chip) => (
          <li key={chipKey(chip)} className="catalogue-chip">
            <span>{label(chip)}</span>
            <button type="button" className="catalogue-chip__remove" aria-label={t('translate.base.catalogue.chips.remove', { filter: label(chip) })} onClick={() => onRemove(chip)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="catalogue-link-button" onClick={onClearAll}>
        {t('translate.base.catalogue.chips.clear-all')}
      </button>
    </div>
  );
}
