import type { AttendeeAnswer, RelatedSessionsResponse, SessionAnswer, SpeakerAnswer } from '../../src/api/lazy/catalogue-items';
import { sessionAnswerFor } from '../../src/engine/lazy/session-answer';
import { attendee, company, session, speaker } from '../../tests/engine/catalogue-search/builders';

/** Catalogue answers as the item API sends them, for detail block stories and tests. */

export const contoso = company({
  companyId: 'co-contoso',
  name: 'Contoso Cloud',
  description: 'Contoso Cloud builds managed Kubernetes for teams of every size.',
  website: 'https://www.contoso.example.com',
  logo: '/storybook-assets/hero-placeholder.svg',
  booth: 'A-103',
  kinds: ['sponsor', 'exhibitor'],
  sponsorLevelKey: 'gold',
  offers: [
    { offerTitle: '20% off annual plans for attendees', offerLinkUrl: 'https://www.contoso.example.com/offers/1' },
    { offerTitle: 'Book a free architecture review', offerLinkUrl: 'https://www.contoso.example.com/offers/2' },
  ],
});

export const ada = speaker({
  speakerId: 'sp-ada',
  displayName: 'Ada Lovelace',
  jobTitle: 'Principal Engineer',
  company: contoso.name,
  companyId: contoso.companyId,
  photo: '/storybook-assets/hero-placeholder.svg',
  bio: 'Ada leads the platform team at Contoso Cloud and writes about resilient systems.',
  social: { twitter: '@ada_l', linkedin: 'ada-lovelace', github: 'github.com/adal', website: 'ada.example.com' },
});

/** A speaker of a session who has no profile page (no photo). */
export const grace = speaker({ speakerId: 'sp-grace', displayName: 'Grace Hopper', jobTitle: 'Rear Admiral', company: 'Navy', photo: null });

const sessionSpeaker = ({ speakerId, displayName, firstName, lastName, company: employer, jobTitle, photo, thumbnail }: typeof ada) => ({
  speakerId,
  displayName,
  firstName,
  lastName,
  company: employer,
  jobTitle,
  photo,
  thumbnail,
});

const brk101Session = session({
  sessionId: 'session-brk101',
  sessionCode: 'BRK101',
  title: 'Building resilient APIs on Kubernetes',
  description: 'Patterns for APIs that stay up when everything around them fails.\nWith live demos.',
  startDateTime: '2027-03-09T09:00:00-08:00',
  endDateTime: '2027-03-09T10:00:00-08:00',
  durationInMinutes: 60,
  location: 'North 205',
  roomId: 'room-n205',
  sessionType: { logicalValue: 'Breakout', displayValue: 'Breakout' },
  sessionLevel: '300',
  topics: ['Cloud|Containers|Kubernetes'],
  deliveryTypes: ['In-Person', 'Digital'],
  sessionLanguage: 'en-US',
  speakerIds: [ada.speakerId, grace.speakerId],
  onDemand: [{ url: 'https://media.example.com/sessions/BRK101.mp4', captionFileLink: 'https://media.example.com/sessions/BRK101.vtt' }],
  liveStream: 'https://stream.example.com/live/BRK101',
  slideDeck: 'https://slides.example.com/BRK101.pdf',
  relatedResources: [{ label: 'Kubernetes documentation', link: 'https://docs.example.com/kubernetes' }],
  sessionLinks: [{ label: 'Unsafe link', link: 'javascript:alert(1)' }],
  relatedSessionCodes: ['BRK200'],
});

/** BRK101 as a signed-in visitor receives it: with its live stream, recording and captions. */
export const brk101 = sessionAnswerFor(brk101Session, [sessionSpeaker(ada), sessionSpeaker(grace)], 'signed-in');

/** BRK101 as an anonymous visitor receives it: that it is streamed and recorded, but no addresses. */
export const brk101ForAnonymous = sessionAnswerFor(brk101Session, brk101.speakers, 'anonymous');

const brk101r1: SessionAnswer = {
  ...brk101,
  sessionId: 'session-brk101-r1',
  sessionCode: 'BRK101-R1',
  startDateTime: '2027-03-11T14:00:00-08:00',
  endDateTime: '2027-03-11T15:00:00-08:00',
};

const brk200 = sessionAnswerFor(session({ sessionId: 'session-brk200', sessionCode: 'BRK200', title: 'Observability for busy teams', location: 'South 101' }), [], 'signed-in');

export const brk101Related: RelatedSessionsResponse = { relatedSessions: [brk200], repeatedSessions: [brk101r1] };

export const adaProfile: SpeakerAnswer = {
  ...ada,
  sessions: [brk101, brk101r1].map(({ sessionId, sessionCode, title, startDateTime, endDateTime, location, sessionType, sessionLanguage }) => ({
    sessionId,
    sessionCode,
    title,
    startDateTime,
    endDateTime,
    location,
    sessionType,
    sessionLanguage,
  })),
};

const LONG_BIO = `${'Linus builds developer tools and has spoken at many community events about open source maintenance. '.repeat(4)}The end of the bio.`;

/** A public profile, as another visitor receives it (no email). */
export const linus: AttendeeAnswer = (({ email: _email, ...shown }) => shown)(
  attendee({
    attendeeId: 'att-linus',
    userId: 'user-linus',
    displayName: 'Linus Example',
    jobTitle: 'Staff Engineer',
    company: contoso.name,
    companyId: contoso.companyId,
    bio: LONG_BIO,
    social: { twitter: '@linus_e', linkedin: 'in/linus-example', github: '@linuse', website: 'javascript:alert(1)' },
    region: { logicalValue: 'europe', displayValue: 'Europe' },
    participationType: { logicalValue: 'In-person', displayValue: 'In-person' },
    interests: ['Cloud|Containers', 'Security'],
  }),
);
