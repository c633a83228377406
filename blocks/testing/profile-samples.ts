import type { Profile, ProfileMetadata } from '../../src/api/lazy/profile';
import { ROLE_SCOPES, type CurrentUser } from '../../src/engine';

/** The signed-in attendee of the profile stories and tests. */
export const avery: CurrentUser = {
  id: 'dev-attendee',
  role: 'attendee',
  displayName: 'Avery Attendee',
  firstName: 'Avery',
  lastName: 'Attendee',
  email: 'avery@example.com',
  scopes: [...ROLE_SCOPES.attendee],
  expiresAt: 4_102_444_800,
};

export const averyProfile: Profile = {
  id: 'att-avery',
  email: 'avery@example.com',
  displayName: 'Avery Attendee',
  firstName: 'Avery',
  lastName: 'Attendee',
  preferredFirst: null,
  preferredLast: null,
  jobTitle: 'Platform engineer',
  company: null,
  biography: null,
  profileImage: null,
  hasBeenOnboarded: false,
  social: { linkedin: 'avery-a' },
  country: 'DE',
  languagesSpoken: ['en'],
  timeZone: null,
  jobCategory: null,
  interests: ['AI'],
  products: [],
  displayProfileToPublic: true,
  displaySessions: false,
  isAvailableForMeetings: true,
  canSendToCalendar: false,
  canAttendMeetings: true,
};

/** The server's metadata, with a few catalogue topics and products to choose from. */
export const profileMetadataSample: ProfileMetadata = {
  sections: [
    {
      id: 'about',
      itemsToShow: [
        { path: 'email', style: 'readonly', completionWeight: 1 },
        { path: 'firstName', style: 'inputText', completionWeight: 1 },
        { path: 'lastName', style: 'inputText', completionWeight: 1 },
        { path: 'profileImage', style: 'picture', completionWeight: 3 },
        { path: 'jobTitle', style: 'inputText', completionWeight: 2 },
        { path: 'company', style: 'inputText', completionWeight: 2 },
        { path: 'biography', style: 'textArea', completionWeight: 2 },
      ],
    },
    {
      id: 'location',
      itemsToShow: [
        { path: 'country', style: 'options', completionWeight: 1 },
        { path: 'timeZone', style: 'options', completionWeight: 1 },
        { path: 'languagesSpoken', style: 'multiSelect', completionWeight: 1 },
      ],
    },
    {
      id: 'interests',
      itemsToShow: [
        { path: 'jobCategory', style: 'options', completionWeight: 1 },
        { path: 'interests', style: 'nestedSelect', completionWeight: 2, options: ['AI', 'AI|Agents', 'Security'] },
        { path: 'products', style: 'multiSelect', completionWeight: 1, options: ['Wombat DB', 'Quokka Cloud'] },
      ],
    },
    { id: 'social', itemsToShow: [{ path: 'social/linkedin', style: 'inputText', completionWeight: 0 }, { path: 'social/website', style: 'inputText', completionWeight: 0 }] },
  ],
};
