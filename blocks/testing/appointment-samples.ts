import type { Appointment } from '../../src/api/lazy/appointments';
import { demoSettings } from '../../storybook/demo-page-context';

/** Avery's lab on the event's second day, 9:00–10:30 on the event's clock (Pacific Standard Time, UTC-8). */
export const kubernetesLab: Appointment = {
  id: 'ap-7',
  name: 'Kubernetes lab',
  description: 'Bring the laptop. Setup: https://example.com/k8s-lab',
  start: '2027-03-10T17:00:00.000Z',
  finish: '2027-03-10T18:30:00.000Z',
  location: 'Lab 3',
  appointmentType: 'lab',
};

/** The seed settings (the event is 9–12 March 2027 in Seattle) with meetings and appointment creation as given. */
export function appointmentSettings(features: Record<string, boolean> = {}) {
  return { ...demoSettings, features: { ...demoSettings.features, showMeetings: true, enableAppointmentCreation: true, ...features } };
}
