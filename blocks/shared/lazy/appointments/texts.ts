/** The appointment blocks' texts (blocks/locales), under the spec's `translate.base.appointments` keys. */
export const appointmentText = (name: string): string => `translate.base.appointments.${name}`;
