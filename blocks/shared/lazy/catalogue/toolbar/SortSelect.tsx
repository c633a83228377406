import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOption } from '../state/catalogue-state';

interface SortSelectProps {
  options: readonly SortOption[];
  value: SortOption;
  onChange(sort: SortOption): void;
}

export function SortSelect({ options, value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="catalogue-option">
      <label htmlFor={id}>{t('translate.base.catalogue.sort.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as SortOption)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`translate.base.catalogue.sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
