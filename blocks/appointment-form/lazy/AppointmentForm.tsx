import { EditorNote, usePageContext, type BlockComponentProps } from '../../../src/app/block-kit';
import { mayChangeAppointments, mayCreateAppointments } from '../../../src/engine/lazy/appointments';
import { AppointmentQuery } from '../../shared/lazy/appointments/AppointmentQuery';
import { appointmentText } from '../../shared/lazy/appointments/texts';
import type { AppointmentFormProps } from '../props.gen';
import { AppointmentEditor } from './AppointmentEditor';
import './appointment-form.css';

/**
 * New and edited appointments in one block (spec 2 §2): the page's address decides which. A new one needs the
 * meetings scope and enableAppointmentCreation, an edit the meetings scope and showMeetings; editors are told why
 * visitors see nothing while that is not so.
 */
export default function AppointmentForm(_block: BlockComponentProps<AppointmentFormProps>) {
  const { user, params, scopes, settings, isEditor } = usePageContext();
  const id = params.appointmentId;
  const allowed = id === undefined ? mayCreateAppointments(scopes, settings.features) : mayChangeAppointments(scopes, settings.features);
  if (!allowed) return isEditor ? <EditorNote messageKey={appointmentText(id === undefined ? 'editor.creation-off' : 'editor.changes-off')} values={{}} /> : null;
  // The page's gate sends anonymous visitors to sign in; an editor's preview without a user shows nothing.
  if (!user) return null;
  if (id === undefined) return <AppointmentEditor userId={user.id} />;
  return (
    <AppointmentQuery userId={user.id} id={id}>
      {(appointment) => <AppointmentEditor key={appointment.id} userId={user.id} appointment={appointment} />}
    </AppointmentQuery>
  );
}
