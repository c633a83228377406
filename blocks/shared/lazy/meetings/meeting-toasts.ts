import { ApiError } from '../../../../src/api/client';
import { SendingTooFast } from '../../../../src/api/lazy/messages';
import { toast } from '../../../../src/app/block-kit';
import { meetingText } from './texts';

const TOO_MANY_REQUESTS = 429;

/** Spec 2 §8: a meeting action that worked ('created', 'saved', 'cancelled', 'accepted', 'declined-request'). */
export const meetingSuccess = (name: string): void => void toast.show({ message: meetingText(`toast.${name}`), kind: 'success' });

/**
 * Spec 2 §8: a meeting action that failed ('issue-…'). The app already toasts a 429 with the wait it asked for, so it
 * is not said twice.
 */
export function meetingFailure(error: unknown, name: string): void {
  if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) return;
  // Spec 2 §8: a 429's own words are the toast.
  if (error instanceof SendingTooFast) return void toast.show({ message: error.message, kind: 'error' });
  toast.show({ message: meetingText(`toast.${name}`), kind: 'error' });
}
