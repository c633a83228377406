import type { Session } from '../../../schemas/generated/session';

/** Spec 1 §9 default delivery mapping: In-Person versus Digital. */
const IN_PERSON_DELIVERY = 'in-person';

/** Held only in person (every delivery type is in-person, compared without case): no stream for remote visitors. */
export const isInPersonOnly = (session: Pick<Session, 'deliveryTypes'>): boolean =>
  session.deliveryTypes.length > 0 && session.deliveryTypes.every((delivery) => delivery.trim().toLowerCase() === IN_PERSON_DELIVERY);
