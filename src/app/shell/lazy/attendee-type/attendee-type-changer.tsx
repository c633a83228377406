import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeAttendeeType, useResetAttendeeType } from '../../../../api/lazy/attendee-type';
import { ATTENDEE_TYPES, attendeeTypeLabelKey, isAttendeeType, type AttendeeType, type AttendeeTypeState } from '../../../../engine';
import { toast } from '../../toast';
import { originalAttendeeType } from './original-type';
import './attendee-type-changer.css';

export interface AttendeeTypeChangerProps {
  /** What the server says the signed-in site editor is viewing the site as. */
  state: AttendeeTypeState;
  /** Reloads the page (tests pass their own). */
  onRefresh?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * Lets a site editor view the site as another attendee type (spec 2 §4, spec 3 §3). The new type holds from the
 * next page load, so after a change, revert or reset the component asks for a refresh and offers nothing else.
 */
export default function AttendeeTypeChanger({ state, onRefresh = reloadPage }: AttendeeTypeChangerProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<AttendeeType>(state.current);
  const [needsRefresh, setNeedsRefresh] = useState(false);
  const [storedOriginal] = useState(() => originalAttendeeType.read());
  const change = useChangeAttendeeType();
  const reset = useResetAttendeeType();
  const busy = change.isPending || reset.isPending;
  const label = (type: AttendeeType) => t(attendeeTypeLabelKey(type));

  const changeFailed = () => toast.show({ message: 'translate.base.attendee-type.change-failed', kind: 'error' });
  const resetFailed = () => toast.show({ message: 'translate.base.attendee-type.reset-failed', kind: 'error' });

  const onChange = (event: FormEvent) => {
    event.preventDefault();
    const before = state.current;
    change.mutate(selected, {
      onSuccess: () => {
        originalAttendeeType.rememberFirst(before);
        setNeedsRefresh(true);
      },
      onError: changeFailed,
    });
  };

  const onRevert = (original: AttendeeType) =>
    change.mutate(original, {
      onSuccess: () => {
        originalAttendeeType.clear();
        setNeedsRefresh(true);
      },
      onError: changeFailed,
    });

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        originalAttendeeType.clear();
        setNeedsRefresh(true);
      },
      onError: resetFailed,
    });

  if (needsRefresh) return <RefreshPrompt onRefresh={onRefresh} />;

  const revertTo = storedOriginal !== null && storedOriginal !== state.current ? storedOriginal : null;
  return (
    <details className="attendee-type">
      <summary className="button">{t('translate.base.attendee-type.summary', { type: label(state.current) })}</summary>
      <form className="attendee-type__panel" onSubmit={onChange}>
        <label className="attendee-type__field">
          <span>{t('translate.base.attendee-type.select')}</span>
          <select
            value={selected}
            disabled={busy}
            onChange={(event) => {
              if (isAttendeeType(event.target.value)) setSelected(event.target.value);
            }}
          >
            {ATTENDEE_TYPES.map((type) => (
              <option key={type} value={type}>
                {label(type)}
              </option>
            ))}
          </select>
        </label>
        <div className="attendee-type__actions">
          <button type="submit" className="button button--primary" disabled={busy || selected === state.current}>
            {t('translate.base.attendee-type.change')}
          </button>
          {revertTo && (
            <button type="button" className="button" disabled={busy} onClick={() => onRevert(revertTo)}>
              {t('translate.base.attendee-type.revert', { type: label(revertTo) })}
            </button>
          )}
          {state.overridden && (
            <button type="button" className="button" disabled={busy} onClick={onReset}>
              {t('translate.base.attendee-type.reset')}
            </button>
          )}
        </div>
      </form>
    </details>
  );
}

/** The only thing left after a change: the new type shows once the page is loaded again. */
function RefreshPrompt({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // The panel that had focus is gone; keyboard users land on the one thing they can do next.
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="attendee-type attendee-type--refresh">
      <span id={messageId} role="status">
        {t('translate.base.attendee-type.refresh-needed')}
      </span>
      <button ref={button} type="button" className="button button--primary" aria-describedby={messageId} onClick={onRefresh}>
        {t('translate.base.attendee-type.refresh')}
      </button>
    </div>
  );
}
