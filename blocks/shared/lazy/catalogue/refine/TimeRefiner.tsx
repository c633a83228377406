import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../../../src/app/block-kit';
import { formatMinutesOfDay } from '../format/minutes-of-day';
import { DAY_MINUTES, TIME_STEP_MINUTES, hasTimeRange } from '../state/catalogue-state';

interface TimeRefinerProps {
  start: number;
  end: number;
  /** Called once a slider is let go (or moved by a key), not on every step of a drag. */
  onChange(start: number, end: number): void;
  onClear(): void;
}

/**
 * Time of day in 15-minute steps from 0:00 to 24:00 (spec 1 §4), in the zone the catalogue shows; collapsed until
 * opened unless a range is set. Remount it (key) when the range changes from outside.
 */
export function TimeRefiner({ start, end, onChange, onClear }: TimeRefinerProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const id = useId();
  const [expanded, setExpanded] = useState(() => hasTimeRange({ start, end }));
  const [draft, setDraft] = useState({ start, end });
  const format = (minutes: number) => formatMinutesOfDay(minutes, locale, t);
  const commit = () => {
    if (draft.start !== start || draft.end !== end) onChange(draft.start, draft.end);
  };
  const slider = (edge: 'start' | 'end') => (
    <div className="catalogue-time__slider">
      <label htmlFor={`${id}-${edge}`}>{t(`translate.base.catalogue.time.${edge}`)}</label>
      <input
        id={`${id}-${edge}`}
        type="range"
        min={0}
        max={DAY_MINUTES}
        step={TIME_STEP_MINUTES}
        value={draft[edge]}
        aria-valuetext={format(draft[edge])}
        onChange={(event) => {
          const value = Number(event.target.value);
          // The two ends never cross: each stops one step short of the other.
          setDraft((current) =>
            edge === 'start' ? { ...current, start: Math.min(value, current.end - TIME_STEP_MINUTES) } : { ...current, end: Math.max(value, current.start + TIME_STEP_MINUTES) },
          );
        }}
        onPointerUp={commit}
        onKeyUp={commit}
        onBlur={commit}
      />
      <output htmlFor={`${id}-${edge}`}>{format(draft[edge])}</output>
    </div>
  );

  return (
    <div className="catalogue-time">
      <button type="button" className="catalogue-drawer__section-toggle" aria-expanded={expanded} aria-controls={`${id}-panel`} onClick={() => setExpanded((open) => !open)}>
        {t('translate.base.catalogue.time.label')}
      </button>
      <div id={`${id}-panel`} hidden={!expanded}>
        {slider('start')}
        {slider('end')}
        {hasTimeRange({ start, end }) && (
          <button type="button" className="catalogue-link-button" onClick={onClear}>
            {t('translate.base.catalogue.time.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
