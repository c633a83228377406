import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveAppointment, type Appointment } from '../../../../src/api/lazy/appointments';
import { ConfirmDialog } from '../schedule/ConfirmDialog';
import { appointmentFailure, appointmentSuccess } from './appointment-toasts';
import { appointmentText } from './texts';

interface RemoveAppointmentProps {
  appointment: Pick<Appointment, 'id' | 'name'>;
  userId: string;
  /** Where the page goes once it is gone. */
  onRemoved(): void;
}

/** Delete, asked again in a dialog first (the safe answer focused); the toast of spec 2 §8 either way. */
export function RemoveAppointment({ appointment, userId, onRemoved }: RemoveAppointmentProps) {
  const { t } = useTranslation();
  const remove = useRemoveAppointment(userId);
  const [asking, setAsking] = useState(false);
  const removeIt = () =>
    remove.mutate(appointment.id, {
      onSuccess: () => {
        appointmentSuccess('removed-successfully', appointment);
        onRemoved();
      },
      onError: (error) => appointmentFailure(error, 'removed-failed'),
    });
  return (
    <>
      <button
        type="button"
        className="block-button block-button--secondary"
        aria-haspopup="dialog"
        aria-disabled={remove.isPending || undefined}
        onClick={() => !remove.isPending && setAsking(true)}
      >
        {t(appointmentText('delete'))}
      </button>
      {asking && (
        <ConfirmDialog
          title={t(appointmentText('delete-title'), { name: appointment.name })}
          text={t(appointmentText('delete-text'))}
          confirmLabel={t(appointmentText('delete-confirm'))}
          onConfirm={removeIt}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
