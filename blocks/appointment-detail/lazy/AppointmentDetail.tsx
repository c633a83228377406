import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Appointment } from '../../../src/api/lazy/appointments';
import { usePageContext, type BlockComponentProps } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { mayChangeAppointments } from '../../../src/engine/lazy/appointments';
import { AppointmentQuery } from '../../shared/lazy/appointments/AppointmentQuery';
import { RemoveAppointment } from '../../shared/lazy/appointments/RemoveAppointment';
import { useReturnPath } from '../../shared/lazy/return-path';
import { appointmentText } from '../../shared/lazy/appointments/texts';
import { useEventClock } from '../../shared/lazy/appointments/use-event-clock';
import { sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';
import { DetailHeading } from '../../shared/lazy/detail/DetailHeading';
import { DetailFacts } from '../../shared/lazy/detail/DetailFacts';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';
import { MessageBody } from '../../shared/lazy/meetings/MessageBody';
import type { AppointmentDetailProps } from '../props.gen';
import './appointment-detail.css';

const SCHEDULE_PATH = '/schedule';

function AppointmentView({ appointment, userId }: { appointment: Appointment; userId: string }) {
  const { t } = useTranslation();
  const { locale, scopes, settings } = usePageContext();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const { timeZone } = useEventClock();
  const mayChange = mayChangeAppointments(scopes, settings.features);
  const facts = [
    { label: t(appointmentText('field.type')), value: t(appointmentText(`type.${appointment.appointmentType}`)) },
    { label: t(appointmentText('field.time')), value: sessionTimeText(appointment.start, appointment.finish, locale, timeZone) },
    { label: t(appointmentText('field.location')), value: appointment.location },
  ];
  return (
    <article className="detail appointment-detail">
      <DetailHeading>{appointment.name}</DetailHeading>
      <DetailFacts facts={facts} />
      {appointment.description.trim() && (
        <DetailSection title={t(appointmentText('field.description'))}>
          <p className="detail-text">
            <MessageBody body={appointment.description} />
          </p>
        </DetailSection>
      )}
      <div className="appointment-detail__actions">
        {mayChange && (
          <a className="block-button block-button--primary" href={localizedPath(locale, `/appointments/edit/${encodeURIComponent(appointment.id)}`)}>
            {t(appointmentText('edit'))}
          </a>
        )}
        {mayChange && <RemoveAppointment appointment={appointment} userId={userId} onRemoved={() => void navigate(returnTo(SCHEDULE_PATH))} />}
        <a className="block-button block-button--secondary" href={localizedPath(locale, SCHEDULE_PATH)}>
          {t(appointmentText('back-to-schedule'))}
        </a>
      </div>
    </article>
  );
}

/**
 * An appointment of the signed-in attendee (spec 2 §2, /appointments/{appointmentId}): its name, type, time on the
 * event's clock, place and notes (plain text, its links clickable); edit and delete where appointments may be changed.
 */
export default function AppointmentDetail(_block: BlockComponentProps<AppointmentDetailProps>) {
  const { user, params } = usePageContext();
  // The page's gate sends anonymous visitors to sign in; an editor's preview without a user shows nothing.
  if (!user) return null;
  return (
    <AppointmentQuery userId={user.id} id={params.appointmentId ?? ''}>
      {(appointment) => <AppointmentView appointment={appointment} userId={user.id} />}
    </AppointmentQuery>
  );
}
