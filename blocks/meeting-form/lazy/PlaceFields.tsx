import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEETING_TEXT_LIMITS } from '../../../src/engine/lazy/meeting-draft';
import type { MeetingPlace } from '../../../src/engine/lazy/meeting-location';
import { meetingText } from '../../shared/lazy/meetings/texts';
import { placeFor, type PlaceChoice } from './meeting-form-draft';

const CHOICES: readonly PlaceChoice[] = ['online', 'venue', 'alternate'];
/** The contract's largest table. */
const MAX_TABLE_SIZE = 100;

interface PlaceFieldsProps {
  choice: PlaceChoice | null;
  place: MeetingPlace;
  onChange(choice: PlaceChoice, place: MeetingPlace): void;
  errorId: string | undefined;
}

/**
 * Where the meeting takes place, when the site lets organisers choose (showMeetingLocation; else it is always Teams):
 * online, one of the venue's meeting areas (with its area and table size), or an alternate location, which has neither.
 */
export function PlaceFields({ choice, place, onChange, errorId }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const name = useId();
  const locationId = useId();
  const areaId = useId();
  const tableId = useId();
  const change = (patch: Partial<MeetingPlace>) => choice && onChange(choice, { ...place, ...patch });
  return (
    <fieldset className="meeting-field meeting-place" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend>{t(meetingText('form.place.label'))}</legend>
      {CHOICES.map((option, index) => (
        <label key={option} className="meeting-place__choice">
          <input data-field={index === 0 ? 'place' : undefined} type="radio" name={name} checked={choice === option} onChange={() => onChange(option, placeFor(option, place))} />
          {t(meetingText(`form.place.${option}`))}
        </label>
      ))}
      {(choice === 'venue' || choice === 'alternate') && (
        <div className="meeting-place__details">
          <label htmlFor={locationId}>{t(meetingText('form.place.location'))}</label>
          <input id={locationId} type="text" maxLength={MEETING_TEXT_LIMITS.meetingLocation} value={place.meetingLocation} onChange={(event) => change({ meetingLocation: event.target.value })} />
          {choice === 'venue' && (
            <>
              <label htmlFor={areaId}>{t(meetingText('form.place.area'))}</label>
              <input id={areaId} type="text" maxLength={MEETING_TEXT_LIMITS.area} value={place.area ?? ''} onChange={(event) => change({ area: event.target.value || null })} />
              <label htmlFor={tableId}>{t(meetingText('form.place.table-size'))}</label>
              <input
                id={tableId}
                type="number"
                min={1}
                max={MAX_TABLE_SIZE}
                step={1}
                value={place.tableSize ?? ''}
                onChange={(event) => {
                  const size = Number.parseInt(event.target.value, 10);
                  change({ tableSize: Number.isInteger(size) && size >= 1 && size <= MAX_TABLE_SIZE ? size : null });
                }}
              />
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}
