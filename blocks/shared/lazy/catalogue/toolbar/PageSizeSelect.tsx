import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from '../state/catalogue-state';

interface PageSizeSelectProps {
  value: PageSize;
  onChange(size: PageSize): void;
}

export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="catalogue-option">
      <label htmlFor={id}>{t('translate.base.catalogue.page-size.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value) as PageSize)}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
