import type { Attendee } from '../../../../schemas/generated/attendee';
import type { EntitySearchConfig } from '../config';
import { labelledValue, personSortName, plainValues, texts } from './names';

/** The email is deliberately not searchable: finding people by address would reveal it. */
export const attendeeSearchConfig: EntitySearchConfig<Attendee> = {
  id: (attendee) => attendee.attendeeId,
  fields: [
    { weight: 4, text: (attendee) => texts(attendee.displayName, attendee.firstName, attendee.lastName) },
    { weight: 2, text: (attendee) => attendee.company },
    { weight: 1.5, text: (attendee) => texts(attendee.jobTitle, ...attendee.interests) },
    { weight: 1, text: (attendee) => attendee.bio },
  ],
  facets: [
    { key: 'company', values: (attendee) => plainValues(attendee.company) },
    { key: 'region', values: (attendee) => labelledValue(attendee.region) },
    { key: 'participationType', values: (attendee) => labelledValue(attendee.participationType) },
    { key: 'interest', values: (attendee) => plainValues(...attendee.interests) },
  ],
  sortName: personSortName,
};
