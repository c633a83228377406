import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../../src/api/lazy/catalogue-items';
import { useEnrollments } from '../../../../src/api/lazy/schedule-actions';
import { usePageContext } from '../../../../src/app/block-kit';
import { isCapacityControlled, isRoundtable } from '../../../../src/engine/lazy/schedule';
import { scheduleAccess } from '../../../../src/engine/lazy/schedule-access';
import { NominationButton } from './NominationButton';
import { PlainScheduleButton } from './PlainScheduleButton';
import { RequiredOnSchedule } from './RequiredOnSchedule';
import { RsvpButton } from './RsvpButton';
import './schedule-button.css';

type ButtonKind = 'nominate' | 'rsvp' | 'plain';

/** A restricted session shows the RSVP button's disabled restricted state, whatever its kind. */
function buttonKind(session: SessionAnswer, restricted: boolean): ButtonKind {
  if (restricted) return 'rsvp';
  if (isRoundtable(session)) return 'nominate';
  return isCapacityControlled(session) ? 'rsvp' : 'plain';
}

/**
 * A session's schedule button (spec 1 §2, §4, §6), for signed-in visitors with the tools scope while My schedule is
 * on: Nominate for a roundtable, the RSVP button for a capacity-controlled session, else Add to / Remove from
 * schedule; a mandatory agenda item of the caller's attendee type shows that it stays on their schedule. A session
 * held only in person shows a warning to those not attending in person. Every button of a page reads the one list
 * of the caller's enrollments.
 */
export function ScheduleButton({ session }: { session: SessionAnswer }) {
  const { t } = useTranslation();
  const { user, locale, settings } = usePageContext();
  const access = scheduleAccess(session, user, settings.features);
  const enrollments = useEnrollments(locale, { enabled: access !== 'hidden' });
  if (access === 'hidden' || !enrollments.data) return null;
  if (access === 'in-person-only') return <p className="schedule-warning">{t('translate.base.schedule.in-person-only')}</p>;
  const title = session.displayTitle || session.title;
  const enrollment = enrollments.data.get(session.sessionId);
  if (enrollment && !enrollment.removable) return <div className="schedule-actions"><RequiredOnSchedule title={title} /></div>;
  const status = enrollment?.status ?? null;
  const restricted = access === 'restricted';
  const buttons: Record<ButtonKind, () => ReactNode> = {
    nominate: () => <NominationButton sessionId={session.sessionId} title={title} status={status} />,
    rsvp: () => <RsvpButton sessionId={session.sessionId} title={title} rsvpOpensAt={session.rsvpOpensAt} restricted={restricted} />,
    plain: () => <PlainScheduleButton sessionId={session.sessionId} title={title} status={status} />,
  };
  return <div className="schedule-actions">{buttons[buttonKind(session, restricted)]()}</div>;
}
