import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPhase, TestingTimeZone } from '../../../../engine';
import {
  TESTING_TIME_ZONES,
  fromZonedInputValue,
  isTestingTimeZone,
  momentAtStep,
  phaseSliderRange,
  stepAt,
  stepCount,
  toZonedInputValue,
} from '../../../../engine/lazy/testing-time';
import { formatDateTime } from '../../../../i18n/time-format';
import { useLocale } from '../../../routing/use-route';
import './testing-moment-picker.css';

interface TestingMomentPickerProps {
  phases: readonly EventPhase[];
  moment: Date;
  timeZone: TestingTimeZone;
  onMomentChange(moment: Date): void;
  onTimeZoneChange(timeZone: TestingTimeZone): void;
}

/**
 * Picks a testing moment: a time zone, a date and time on that zone's wall clock, and a slider across the event in
 * 30-minute steps.
 */
export function TestingMomentPicker({ phases, moment, timeZone, onMomentChange, onTimeZoneChange }: TestingMomentPickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zoneId = useId();
  const dateId = useId();
  const sliderId = useId();
  const slider = useRef<HTMLInputElement>(null);
  const dragging = useRef(false);
  const range = phaseSliderRange(phases);
  const [dragStep, setDragStep] = useState<number | null>(null);
  const step = dragStep ?? (range ? stepAt(range, moment) : 0);
  const shown = range && dragStep !== null ? momentAtStep(range, dragStep) : moment;
  const label = formatDateTime(shown, { locale, timeZone });

  const commit = (value: number) => {
    setDragStep(null);
    if (range) onMomentChange(momentAtStep(range, value));
  };
  // A pointer drag reports its moment once released, not on every step it passes; keys report each step.
  const startDrag = () => {
    dragging.current = true;
    window.addEventListener(
      'pointerup',
      () => {
        dragging.current = false;
        if (slider.current) commit(Number(slider.current.value));
      },
      { once: true },
    );
  };

  return (
    <div className="testing-moment">
      <label htmlFor={zoneId}>{t('translate.base.preview-date.time-zone')}</label>
      <select id={zoneId} value={timeZone} onChange={(event) => isTestingTimeZone(event.target.value) && onTimeZoneChange(event.target.value)}>
        {TESTING_TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      <label htmlFor={dateId}>{t('translate.base.preview-date.date')}</label>
      <input
        id={dateId}
        type="datetime-local"
        value={toZonedInputValue(moment, timeZone)}
        onChange={(event) => {
          const picked = fromZonedInputValue(event.target.value, timeZone);
          if (picked) onMomentChange(picked);
        }}
      />
      {range && (
        <>
          <label htmlFor={sliderId}>{t('translate.base.preview-date.slider')}</label>
          <input
            ref={slider}
            id={sliderId}
            type="range"
            min={0}
            max={stepCount(range)}
            step={1}
            value={step}
            aria-valuetext={label}
            onPointerDown={startDrag}
            onChange={(event) => (dragging.current ? setDragStep(Number(event.target.value)) : commit(Number(event.target.value)))}
          />
          <output htmlFor={sliderId} className="testing-moment__value">
            {label}
          </output>
        </>
      )}
    </div>
  );
}
