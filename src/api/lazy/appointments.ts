import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentCreateRequest, AppointmentUpdateRequest } from '../../engine/lazy/appointments';
import { apiRequest } from '../client';
import { scheduleKeys } from './schedule';

export type { Appointment, AppointmentCreateRequest, AppointmentUpdateRequest };

/** Keyed by the signed-in user, so another sign-in never sees the last one's appointment. */
export const appointmentKeys = {
  one: (userId: string, id: string) => ['appointment', userId, id] as const,
};

// Spec 2 §9: answers are stale after 20 s.
const STALE_MS = 20_000;

const path = (id: string) => `/appointment/${encodeURIComponent(id)}`;

/** One of the caller's appointments (`GET /appointment/{id}`); a 404 for anyone else's. Off while signed out. */
export function useAppointment(userId: string | null, id: string) {
  return useQuery({
    queryKey: appointmentKeys.one(userId ?? '', id),
    queryFn: ({ signal }) => apiRequest<Appointment>(path(id), { signal }),
    staleTime: STALE_MS,
    enabled: userId !== null && id !== '',
  });
}

/** An appointment is an entry of My schedule: its answers are asked for again after every change. */
function stored(queryClient: QueryClient, userId: string, appointment: Appointment) {
  queryClient.setQueryData(appointmentKeys.one(userId, appointment.id), appointment);
  void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
}

/** A new appointment (`POST /appointment`). Throws ApiError: 400 with the problem's message. */
export function useCreateAppointment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AppointmentCreateRequest) => apiRequest<Appointment>('/appointment', { method: 'POST', body: fields }),
    onSuccess: (appointment) => stored(queryClient, userId, appointment),
  });
}

/** The whole appointment as edited, by its id (`PUT /appointment`). Throws ApiError: 400 with the problem's message. */
export function useSaveAppointment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointment: AppointmentUpdateRequest) => apiRequest<Appointment>('/appointment', { method: 'PUT', body: appointment }),
    onSuccess: (appointment) => stored(queryClient, userId, appointment),
  });
}

/** Deletes an appointment (`DELETE /appointment/{id}`, 204). */
export function useRemoveAppointment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(path(id), { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: appointmentKeys.one(userId, id) });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
  });
}
