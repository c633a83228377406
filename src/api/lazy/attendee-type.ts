import { useMutation } from '@tanstack/react-query';
import type { AttendeeType, AttendeeTypeResponse } from '../../engine';
import { apiRequest } from '../client';

/**
 * A site editor views the site as another attendee type from the next page load on. Nothing is refetched here:
 * the page asks for a refresh instead, so it never shows a mix of the old and the new type.
 */
export function useChangeAttendeeType() {
  return useMutation({
    mutationFn: (type: AttendeeType) =>
      apiRequest<AttendeeTypeResponse>(`/siteeditor/change-attendee-type/${encodeURIComponent(type)}`, { method: 'POST' }),
  });
}

/** Removes the site editor's attendee type override. */
export function useResetAttendeeType() {
  return useMutation({
    mutationFn: () => apiRequest<AttendeeTypeResponse>('/siteeditor/reset-attendee-type', { method: 'POST' }),
  });
}
