import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toggle } from '../state/catalogue-state';

interface CatalogueTogglesProps {
  /** The switches this catalogue offers this visitor, in order. */
  toggles: readonly Toggle[];
  on: readonly Toggle[];
  onToggle(toggle: Toggle, on: boolean): void;
}

/** The catalogue switches (spec 1 §4): live and upcoming, favorites, space available, on demand, recorded, not recorded. */
export function CatalogueToggles({ toggles, on, onToggle }: CatalogueTogglesProps) {
  const { t } = useTranslation();
  const id = useId();
  if (toggles.length === 0) return null;
  return (
    <fieldset className="catalogue-toggles">
      <legend className="catalogue-facet__name">{t('translate.base.catalogue.toggles.label')}</legend>
      {toggles.map((toggle) => (
        <div key={toggle} className="catalogue-toggles__toggle">
          <input
            id={`${id}-${toggle}`}
            type="checkbox"
            role="switch"
            checked={on.includes(toggle)}
            onChange={(event) => onToggle(toggle, event.target.checked)}
          />
          <label htmlFor={`${id}-${toggle}`}>{t(`translate.base.catalogue.toggles.${toggle}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}
