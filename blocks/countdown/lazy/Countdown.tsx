import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import type { CountdownProps } from '../props.gen';
import { countdownParts, padded, shownUnits, type CountdownUnit } from './countdown-parts';
import { useRemainingTime, useTestingMoment } from './use-remaining-time';
import './countdown.css';

interface ClockProps {
  endMs: number;
  startMs: number | null;
  units: readonly CountdownUnit[];
  smallest: CountdownUnit;
  endedText: string | undefined;
}

function CountdownClock({ endMs, startMs, units, smallest, endedText }: ClockProps) {
  const { t } = useTranslation();
  const text = useText();
  const remaining = useRemainingTime(endMs, startMs, smallest);
  if (remaining === 0 && endedText) return <p className="countdown__ended">{text(endedText)}</p>;
  return (
    // A timer is not a live region: screen readers read it when asked instead of every second.
    <div className="countdown__clock" role="timer" aria-label={t('translate.base.blocks.countdown.label')}>
      {countdownParts(remaining, units).map(({ unit, value }) => (
        // The spaces keep "05 Days 03 Hours" apart for screen readers; the flex layout ignores them.
        <Fragment key={unit}>
          <span className="countdown__part">
            <span className="countdown__value">{padded(value)}</span>{' '}
            <span className="countdown__unit">{t(`translate.base.blocks.countdown.${unit}`)}</span>
          </span>{' '}
        </Fragment>
      ))}
    </div>
  );
}

/** Counts down to `endTime` (else the event's start); at zero it shows `endedText`, or stays at zero. */
export default function Countdown({ props }: BlockComponentProps<CountdownProps>) {
  const { settings, isEditor } = usePageContext();
  const startMs = useTestingMoment();
  const endMs = Date.parse(props.endTime ?? String(settings.settings.eventStartDate ?? ''));
  const units = shownUnits({
    months: props.showMonths,
    days: props.showDays,
    hours: props.showHours,
    minutes: props.showMinutes,
    seconds: props.showSeconds,
  });
  const smallest = units.at(-1);
  if (Number.isNaN(endMs) || !smallest) {
    const problem = smallest ? 'no-end-time' : 'no-units';
    return isEditor ? <EditorNote messageKey={`translate.base.blocks.countdown.${problem}`} values={{}} /> : null;
  }
  return (
    <HeadedSection fields={props} className="countdown">
      <CountdownClock
        key={startMs ?? 'clock'}
        endMs={endMs}
        startMs={startMs}
        units={units}
        smallest={smallest}
        endedText={props.endedText}
      />
    </HeadedSection>
  );
}
