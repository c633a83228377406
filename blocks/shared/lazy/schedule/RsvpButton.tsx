import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionCheck } from '../../../../src/api/lazy/schedule-actions';
import { usePageContext } from '../../../../src/app/block-kit';
import type { RsvpState } from '../../../../src/engine/lazy/schedule';
import { conferenceTimeZone } from '../catalogue/format/time-zones';
import { ConfirmDialog } from './ConfirmDialog';
import { useScheduleChanges } from './use-schedule-changes';

/** What the button does in a state: take a place (after the dialog), give it back, or nothing (disabled). */
type RsvpAction = 'take' | 'give-back' | null;

const ACTIONS: Record<RsvpState, RsvpAction> = {
  'not-open': null,
  open: 'take',
  scheduled: 'give-back',
  'waitlist-open': 'take',
  waitlisted: 'give-back',
  'waitlist-full': null,
  closed: null,
  restricted: null,
};

const key = (name: string) => `translate.base.schedule.rsvp.${name}`;

interface RsvpButtonProps {
  sessionId: string;
  title: string;
  rsvpOpensAt: string | null;
  /** The visitor may not take a place whatever the room (the session's scopes). */
  restricted: boolean;
}

/**
 * The RSVP button of a capacity-controlled session in its eight states (spec 1 §4), as the server judges them for
 * the caller: RSVP and Add to waitlist ask first and then send the confirmation; Cancel and Leave waitlist give the
 * place back; the other states are disabled, not-yet-open showing when RSVP opens.
 */
export function RsvpButton({ sessionId, title, rsvpOpensAt, restricted }: RsvpButtonProps) {
  const { t } = useTranslation();
  const { locale, settings } = usePageContext();
  const check = useSessionCheck(sessionId, { enabled: !restricted });
  const changes = useScheduleChanges(sessionId, title);
  const [asking, setAsking] = useState(false);
  const state: RsvpState | null | undefined = restricted ? 'restricted' : check.data?.rsvpState;
  if (!state) return null;
  const action = ACTIONS[state];
  const opens = rsvpOpensAt ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: conferenceTimeZone(settings) }).format(new Date(rsvpOpensAt)) : '';
  const label = t(key(state), { date: opens });
  const waitlist = state === 'waitlist-open';
  return (
    <>
      <button
        type="button"
        className={`schedule-button schedule-button--rsvp schedule-button--${state}`}
        aria-label={t('translate.base.schedule.named', { action: label, title })}
        disabled={action === null || changes.busy}
        onClick={() => (action === 'take' ? setAsking(true) : changes.remove())}
      >
        {label}
      </button>
      {asking && (
        <ConfirmDialog
          title={t(key(waitlist ? 'confirm-waitlist-title' : 'confirm-title'))}
          text={t(key(waitlist ? 'confirm-waitlist-text' : 'confirm-text'), { title })}
          confirmLabel={label}
          onConfirm={() => changes.add(true)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
