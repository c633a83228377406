import { ApiError } from '../../../../src/api/client';
import { toast } from '../../../../src/app/block-kit';
import { appointmentText } from './texts';

const TOO_MANY_REQUESTS = 429;

/** Spec 2 §8: an appointment created, saved or removed ('created-successfully', …), named. */
export const appointmentSuccess = (name: 'created-successfully' | 'saved-successfully' | 'removed-successfully', appointment: { name: string }): void =>
  void toast.show({ message: appointmentText(name), values: { name: appointment.name }, kind: 'success' });

/** Spec 2 §8: a change that failed ('created-failed', …). The app already toasts a 429 with its wait: not said twice. */
export function appointmentFailure(error: unknown, name: 'created-failed' | 'saved-failed' | 'removed-failed'): void {
  if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) return;
  toast.show({ message: appointmentText(name), kind: 'error' });
}
