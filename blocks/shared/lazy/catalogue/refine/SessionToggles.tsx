import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TOGGLES, type Toggle } from '../state/catalogue-state';

interface SessionTogglesProps {
  on: readonly Toggle[];
  onToggle(toggle: Toggle, on: boolean): void;
}

/** The session switches (spec 1 §4): live and upcoming, space available, on demand, recorded, not recorded. */
export function SessionToggles({ on, onToggle }: SessionTogglesProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="catalogue-toggles">
      <legend className="catalogue-facet__name">{t('translate.base.catalogue.toggles.label')}</legend>
      {TOGGLES.map((toggle) => (
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
