import { describe, expect, it } from 'vitest';
import { parseSchedule } from '../../../server/catalogue/import/parse';

const GRACE = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
const LIN = 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f';

/** A Sessionize "All" export as the API gives it: local times, ids across lists, categories by item id. */
function sessionizeAll() {
  return {
    sessions: [
      {
        id: '101',
        title: 'Keynote: Shipping Software at Sea',
        description: 'How the navy taught us to debug.',
        startsAt: '2027-03-09T09:00:00',
        endsAt: '2027-03-09T10:00:00',
        isServiceSession: false,
        isPlenumSession: true,
        speakers: [GRACE],
        categoryItems: [11, 21, 31, 32],
        questionAnswers: [{ questionId: 1, answerValue: 'Yes' }],
        roomId: 501,
        liveUrl: 'https://stream.example.org/main',
        recordingUrl: 'https://video.example.org/101',
        status: 'Accepted',
        isInformed: true,
        isConfirmed: true,
      },
      {
        id: '102',
        title: 'Verteilte Systeme ohne Tränen',
        description: null,
        startsAt: '2027-03-15T09:00:00',
        endsAt: '2027-03-15T09:45:00',
        isServiceSession: false,
        isPlenumSession: false,
        speakers: [LIN, GRACE],
        categoryItems: [12, 41],
        questionAnswers: [],
        roomId: 502,
        liveUrl: null,
        recordingUrl: null,
        status: 'Accepted',
      },
      {
        id: 'a7f1c7e2-3e0f-4d7e-9f55-5f1e3c2b1a00',
        title: 'Lunch',
        description: '',
        startsAt: '2027-03-09T12:00:00',
        endsAt: '2027-03-09T13:00:00',
        isServiceSession: true,
        isPlenumSession: true,
        speakers: [],
        categoryItems: [],
        questionAnswers: [],
        roomId: 502,
      },
      { id: '103', title: 'Recorded Deep Dive', description: 'Watch any time.', startsAt: null, endsAt: null, speakers: [LIN], categoryItems: [], roomId: null },
    ],
    speakers: [
      {
        id: GRACE,
        firstName: 'Grace',
        lastName: 'Hopper',
        fullName: 'Grace Hopper',
        bio: 'Computer pioneer.',
        tagLine: 'Rear Admiral, US Navy',
        profilePicture: 'https://sessionize.com/image/grace.jpg',
        isTopSpeaker: true,
        links: [
          { title: 'X (Twitter)', url: 'https://twitter.com/grace', linkType: 'Twitter' },
          { title: 'LinkedIn', url: 'https://www.linkedin.com/in/grace', linkType: 'LinkedIn' },
          { title: 'Blog', url: 'https://grace.example.org', linkType: 'Blog' },
        ],
        sessions: [101, 102],
        categoryItems: [],
        questionAnswers: [],
      },
      { id: LIN, firstName: 'Lin', lastName: 'Wei', fullName: 'Lin Wei', bio: null, tagLine: null, profilePicture: null, links: [], sessions: [102, 103] },
    ],
    questions: [{ id: 1, question: 'May we record your session?', questionType: 'Short_Text', sort: 1 }],
    categories: [
      { id: 1, title: 'Session format', type: 'session', sort: 1, items: [{ id: 11, name: 'Keynote', sort: 1 }, { id: 12, name: 'Breakout', sort: 2 }] },
      { id: 2, title: 'Level', type: 'session', sort: 2, items: [{ id: 21, name: 'Introductory', sort: 1 }] },
      { id: 3, title: 'Track', type: 'session', sort: 3, items: [{ id: 31, name: 'Cloud', sort: 1 }, { id: 32, name: 'History', sort: 2 }] },
      { id: 4, title: 'Language', type: 'session', sort: 4, items: [{ id: 41, name: 'Deutsch', sort: 1 }] },
    ],
    rooms: [
      { id: 502, name: 'Foyer', sort: 2 },
      { id: 501, name: 'Main Hall', sort: 1 },
    ],
  };
}

const parse = (document: unknown) => parseSchedule(document, { timeZone: 'America/Los_Angeles' });

function imported(document: unknown) {
  const result = parse(document);
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.errors)}`);
  return result;
}

describe('Sessionize "All" import', () => {
  it('detects the format and maps sessions, speakers and rooms without warnings', () => {
    const result = imported(sessionizeAll());
    expect(result.format).toBe('sessionize');
    expect(result.warnings).toEqual([]);
    expect(result.timeZone).toBeNull();
    expect(result.schedule.rooms).toEqual([
      { roomId: '501', name: 'Main Hall', capacity: null, building: null, sortOrder: 0 },
      { roomId: '502', name: 'Foyer', capacity: null, building: null, sortOrder: 1 },
    ]);
    expect(result.schedule.sessions.map((session) => session.sessionId)).toEqual(['101', '102', 'a7f1c7e2-3e0f-4d7e-9f55-5f1e3c2b1a00', '103']);
  });

  it('reads local times in the site’s time zone, daylight saving included', () => {
    const [keynote, breakout] = imported(sessionizeAll()).schedule.sessions;
    expect(keynote).toMatchObject({ startDateTime: '2027-03-09T09:00:00-08:00', endDateTime: '2027-03-09T10:00:00-08:00', durationInMinutes: 60 });
    expect(breakout).toMatchObject({ startDateTime: '2027-03-15T09:00:00-07:00', durationInMinutes: 45 });
  });

  it('turns categories into type, level, language, track and topics', () => {
    const [keynote, breakout, lunch, onDemand] = imported(sessionizeAll()).schedule.sessions;
    expect(keynote).toMatchObject({
      sessionType: { logicalValue: 'keynote', displayValue: 'Keynote' },
      sessionLevel: 'Introductory',
      track: 'Cloud',
      topics: ['Cloud', 'History'],
      sessionLanguage: 'en-US',
      roomId: '501',
      location: 'Main Hall',
      speakerIds: [GRACE],
      liveStream: 'https://stream.example.org/main',
      onDemand: [{ url: 'https://video.example.org/101' }],
      willBeRecorded: true,
    });
    expect(breakout).toMatchObject({ sessionType: { logicalValue: 'breakout' }, sessionLanguage: 'de-DE', description: '', speakerIds: [LIN, GRACE] });
    expect(lunch).toMatchObject({ sessionType: { logicalValue: 'service-session', displayValue: 'Service session' }, speakerIds: [] });
    expect(onDemand).toMatchObject({ startDateTime: null, endDateTime: null, durationInMinutes: 0, roomId: null, deliveryTypes: [] });
  });

  it('reads a Region category as the regions a session is meant for, in their logical form; no category leaves them empty', () => {
    const document = sessionizeAll();
    document.categories.push({ id: 5, title: 'Target region', type: 'session', sort: 5, items: [{ id: 51, name: 'North America', sort: 1 }, { id: 52, name: 'Asia Pacific', sort: 2 }] });
    Object.assign(document.sessions[0]!, { categoryItems: [11, 21, 31, 32, 51, 52] });
    const [keynote, breakout] = imported(document).schedule.sessions;
    expect(keynote?.regions).toEqual(['north-america', 'asia-pacific']);
    expect(keynote?.tags).toEqual([]);
    expect(breakout?.regions).toEqual([]);
  });

  it('maps speakers with their tag line and social links', () => {
    const grace = imported(sessionizeAll()).schedule.speakers.find((speaker) => speaker.speakerId === GRACE);
    expect(grace).toEqual({
      speakerId: GRACE,
      displayName: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      company: null,
      companyId: null,
      jobTitle: 'Rear Admiral, US Navy',
      photo: 'https://sessionize.com/image/grace.jpg',
      thumbnail: 'https://sessionize.com/image/grace.jpg',
      bio: 'Computer pioneer.',
      social: { twitter: 'https://twitter.com/grace', linkedin: 'https://www.linkedin.com/in/grace', website: 'https://grace.example.org/' },
    });
  });

  it.each([
    ['an end without a start', (all: ReturnType<typeof sessionizeAll>) => Object.assign(all.sessions[0]!, { startsAt: null }), '/sessions/0/startsAt'],
    ['an unreadable start', (all: ReturnType<typeof sessionizeAll>) => Object.assign(all.sessions[1]!, { startsAt: '9am' }), '/sessions/1/startsAt'],
    ['an end before the start', (all: ReturnType<typeof sessionizeAll>) => Object.assign(all.sessions[1]!, { endsAt: '2027-03-15T08:00:00' }), '/sessions/1/endsAt'],
    ['a title of the wrong type', (all: ReturnType<typeof sessionizeAll>) => Object.assign(all.sessions[0]!, { title: 7 }), '/sessions/0/title'],
    ['category items of the wrong type', (all: ReturnType<typeof sessionizeAll>) => Object.assign(all.sessions[0]!, { categoryItems: ['Keynote'] }), '/sessions/0/categoryItems/0'],
    ['a speaker without a name', (all: ReturnType<typeof sessionizeAll>) => Object.assign(all.speakers[1]!, { firstName: null, lastName: null, fullName: null }), '/speakers/1/fullName'],
  ])('rejects %s with its path', (_label, damage, path) => {
    const document = sessionizeAll();
    damage(document);
    const result = parse(document);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toContain(path);
  });

  it('imports a session naming an unknown speaker or room, leaving them out with warnings', () => {
    const document = sessionizeAll();
    Object.assign(document.sessions[0]!, { speakers: [GRACE, 'no-such-speaker'], roomId: 999 });
    const result = imported(document);
    expect(result.schedule.sessions[0]).toMatchObject({ speakerIds: [GRACE], roomId: null, location: null });
    expect(result.warnings.map((warning) => warning.path)).toEqual(['/sessions/0/roomId', '/sessions/0/speakers/1']);
  });
});
