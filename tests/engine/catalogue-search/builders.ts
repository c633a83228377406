import type { Attendee, CatalogueData, Company, Session, Speaker } from '../../../server/catalogue/types';

/** A session with every contract field; tests state only what their story is about. */
export function session(overrides: Partial<Session> & Pick<Session, 'sessionId'>): Session {
  return {
    sessionCode: overrides.sessionId.toUpperCase(),
    title: `Session ${overrides.sessionId}`,
    description: '',
    sessionLanguage: 'en-US',
    startDateTime: '2027-03-09T09:00:00-08:00',
    endDateTime: '2027-03-09T10:00:00-08:00',
    durationInMinutes: 60,
    roomId: null,
    location: null,
    sessionType: { logicalValue: 'breakout', displayValue: 'Breakout' },
    sessionLevel: '200',
    track: null,
    topics: [],
    products: [],
    audienceTypes: [],
    deliveryTypes: ['In-Person'],
    tags: [],
    speakerIds: [],
    sponsorId: null,
    isFeatured: false,
    heroSession: false,
    restrictedScopes: [],
    regions: [],
    capacity: null,
    waitlistCapacity: null,
    rsvpOpensAt: null,
    rsvpClosesAt: null,
    willBeRecorded: true,
    onDemand: [],
    liveStream: null,
    slideDeck: null,
    imageUrl: null,
    relatedSessionCodes: [],
    relatedResources: [],
    sessionLinks: [],
    ...overrides,
  };
}

export function speaker(overrides: Partial<Speaker> & Pick<Speaker, 'speakerId' | 'displayName'>): Speaker {
  const [firstName = '', ...rest] = overrides.displayName.split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    company: null,
    companyId: null,
    jobTitle: null,
    photo: '/images/people/1.svg',
    thumbnail: null,
    bio: 'Builds things.',
    social: {},
    ...overrides,
  };
}

export function attendee(overrides: Partial<Attendee> & Pick<Attendee, 'attendeeId' | 'displayName'>): Attendee {
  const [firstName = '', ...rest] = overrides.displayName.split(' ');
  return {
    userId: `user-${overrides.attendeeId}`,
    firstName,
    lastName: rest.join(' '),
    email: `${overrides.attendeeId}@example.com`,
    jobTitle: null,
    company: null,
    companyId: null,
    bio: null,
    photo: null,
    social: {},
    displayProfileToPublic: true,
    displaySessions: false,
    isAvailableForMeetings: false,
    region: null,
    participationType: null,
    interests: [],
    ...overrides,
  };
}

export function company(overrides: Partial<Company> & Pick<Company, 'companyId' | 'name'>): Company {
  return {
    description: '',
    website: null,
    logo: null,
    booth: null,
    kinds: ['sponsor'],
    sponsorLevelKey: null,
    sortRank: 0,
    sponsorSubOrder: 0,
    industry: null,
    offers: [],
    ...overrides,
  };
}

export function catalogue(parts: Partial<CatalogueData>): CatalogueData {
  return { rooms: [], sessions: [], speakers: [], companies: [], attendees: [], ...parts };
}
