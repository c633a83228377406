import { SCOPES } from '../../../src/engine/scopes';
import type { Company, Session } from '../types';
import { conferenceClock, type ConferenceClock } from './clock';
import { addDays, type Conference } from './conference';
import type { Random } from './random';
import type { DemoRoom } from './rooms';
import { scheduleSlots, type Slot } from './schedule';
import { keynoteText, sessionAbstract, titledSubject, type SessionSubject } from './session-content';
import { DIGITAL, IN_PERSON, KINDS, type SessionKind } from './session-kinds';
import { SpeakerPool, type Window } from './speaker-pool';
import type { DemoSpeaker } from './speakers';
import { slugify } from '../slug';
import { KEYNOTE_IMAGE, VIDEO_THUMBNAILS } from './vocabulary/images';
import { DEMO_LANGUAGES, type DemoLanguage } from './vocabulary/languages';
import { AUDIENCES } from './vocabulary/people';
import { topicGroup, TOPICS } from './vocabulary/topics';

export interface SessionInputs {
  conference: Conference;
  rooms: readonly DemoRoom[];
  speakers: readonly DemoSpeaker[];
  companies: readonly Company[];
  onDemandCount: number;
}

/** Share of each kind's timeslots that get a session; the rest stay free, as in a real programme. */
const FILLED: Record<SessionKind, number> = { keynote: 1, featured: 1, breakout: 0.95, lab: 0.95, theater: 0.9, roundtable: 0.9, onDemand: 1 };
/** Breakouts and labs may run again on a later day under the original's code with -R1. */
const REPEATED: ReadonlySet<SessionKind> = new Set(['breakout', 'lab']);
const REPEAT_CHANCE = 0.12;
const SPONSORED_CHANCE = 0.1;
const RSVP_OPENS_DAYS_BEFORE = 21;
const RSVP_OPENS_AT = 9 * 60;
const RSVP_CLOSES_MINUTES_BEFORE = 60;
const TAGS = ['Demo heavy', 'Customer story', 'Announcements', 'Open source', 'Live coding', 'Panel'];
const SLIDES = 'https://slides.example.com';
const MEDIA = 'https://media.example.com/sessions';
const STREAMS = 'https://stream.example.com/live';

const windowOf = (slot: Slot | null): Window | null => (slot ? { start: slot.start.getTime(), end: slot.end.getTime() } : null);

/** Codes like BRK105, numbered per kind in programme order. */
function codeCounter() {
  const next = new Map<string, number>();
  return (kind: SessionKind) => {
    const prefix = KINDS[kind].codePrefix;
    const number = next.get(prefix) ?? 100;
    next.set(prefix, number + 1);
    return `${prefix}${number}`;
  };
}

/** The timed parts of a session: when, where, and the seats that go with the room. */
function placement(slot: Slot | null, kind: SessionKind, conference: Conference, clock: ConferenceClock) {
  const capacityControlled = KINDS[kind].capacityControlled && slot !== null;
  const rsvpOpens = clock.at(addDays(conference.days[0] as string, -RSVP_OPENS_DAYS_BEFORE), RSVP_OPENS_AT);
  const seats = slot?.room.room.capacity ?? null;
  return {
    startDateTime: slot ? clock.format(slot.start) : null,
    endDateTime: slot ? clock.format(slot.end) : null,
    roomId: slot?.room.room.roomId ?? null,
    location: slot?.room.room.name ?? null,
    capacity: capacityControlled ? seats : null,
    waitlistCapacity: capacityControlled && seats !== null ? Math.ceil(seats / 4) : null,
    rsvpOpensAt: capacityControlled ? clock.format(rsvpOpens) : null,
    rsvpClosesAt: capacityControlled && slot ? clock.format(slot.start.getTime() - RSVP_CLOSES_MINUTES_BEFORE * 60_000) : null,
  };
}

export function generateSessions(random: Random, inputs: SessionInputs): Session[] {
  const { conference, companies } = inputs;
  const pool = new SpeakerPool(random, inputs.speakers);
  const clock = conferenceClock(conference.timeZone);
  const nextCode = codeCounter();
  const titles = new Set<string>();
  const sponsors = companies.filter((company) => company.kinds.includes('sponsor'));
  const otherLanguages = DEMO_LANGUAGES.filter((language) => language !== 'en-US' && pool.speaks(language));

  /** Who presents it in which language is settled once; the topic may be drawn again for a fresh title. */
  function subjectDraw(kind: SessionKind): () => SessionSubject {
    const sponsor = (kind === 'breakout' || kind === 'theater') && sponsors.length > 0 && random.chance(SPONSORED_CHANCE) ? random.pick(sponsors) : null;
    const translated = !sponsor && otherLanguages.length > 0 && random.chance(KINDS[kind].otherLanguage);
    const language: DemoLanguage = translated ? random.pick(otherLanguages) : 'en-US';
    return () => {
      const topic = random.pick(TOPICS);
      return { kind, language, topic, product: random.pick(topicGroup(topic.path).products), sponsor };
    };
  }

  function speakersFor(subject: SessionSubject, slot: Slot | null): string[] {
    const [min, max] = KINDS[subject.kind].speakers;
    const employees = subject.sponsor ? inputs.speakers.filter(({ speaker }) => speaker.companyId === subject.sponsor?.companyId) : [];
    const first = employees.length > 0 ? random.pick(employees).speaker.speakerId : undefined;
    return pool.take(subject.language, random.int(min, max), windowOf(slot), first);
  }

  function original(kind: SessionKind, slot: Slot | null): Session {
    const profile = KINDS[kind];
    const keynote = kind === 'keynote' && slot ? keynoteText(slot.dayIndex, conference.days.length) : null;
    const draw = subjectDraw(kind);
    const { subject, title } = keynote ? { subject: draw(), title: keynote.title } : titledSubject(random, draw, titles);
    const code = nextCode(kind);
    const group = topicGroup(subject.topic.path);
    const second = random.pick(TOPICS);
    const recorded = random.chance(profile.recorded);
    const streamed = kind !== 'onDemand' && recorded && random.chance(profile.streamed);
    const products = [subject.product, ...(random.chance(0.3) ? [random.pick(group.products)] : [])].filter((product, index, all) => all.indexOf(product) === index);
    return {
      sessionId: random.guid(),
      sessionCode: code,
      title,
      description: keynote?.description ?? sessionAbstract(random, subject),
      sessionLanguage: subject.language,
      durationInMinutes: slot?.minutes ?? random.pick([15, 20, 30, 45]),
      ...placement(slot, kind, conference, clock),
      sessionType: { ...profile.type },
      sessionLevel: random.pick(profile.levels),
      track: group.track,
      topics: second.path !== subject.topic.path && random.chance(0.25) ? [subject.topic.path, second.path] : [subject.topic.path],
      products,
      audienceTypes: random.sample(AUDIENCES, random.int(1, 2)),
      deliveryTypes: kind === 'onDemand' ? [DIGITAL] : streamed ? [IN_PERSON, DIGITAL] : [IN_PERSON],
      tags: random.sample(TAGS, random.int(0, 2)),
      speakerIds: speakersFor(subject, slot),
      sponsorId: subject.sponsor?.companyId ?? null,
      isFeatured: kind === 'keynote' || kind === 'featured' || random.chance(0.04),
      heroSession: kind === 'keynote',
      restrictedScopes: kind === 'lab' && random.chance(0.25) ? [SCOPES.inPerson] : [],
      // Drawn afterwards from a stream of their own (session-regions.ts).
      regions: [],
      willBeRecorded: recorded,
      onDemand: kind === 'onDemand' || kind === 'keynote' ? [{ url: `${MEDIA}/${code}.mp4`, thumbnail: random.pick(VIDEO_THUMBNAILS), captionFileLink: `${MEDIA}/${code}.vtt` }] : [],
      liveStream: streamed ? `${STREAMS}/${code}` : null,
      slideDeck: kind !== 'roundtable' && random.chance(0.45) ? `${SLIDES}/${code}.pdf` : null,
      imageUrl: kind === 'keynote' ? KEYNOTE_IMAGE : null,
      relatedSessionCodes: [],
      relatedResources: products.map((product) => ({ label: `${product} documentation`, link: `https://docs.example.com/${slugify(product)}` })),
      sessionLinks: kind === 'lab' ? [{ label: 'Lab guide', link: `https://labs.example.com/${code.toLowerCase()}` }] : [],
    };
  }

  function repeatOf(source: Session, kind: SessionKind, slot: Slot): Session {
    const sessionCode = `${source.sessionCode}-R1`;
    return {
      ...structuredClone(source),
      sessionId: random.guid(),
      sessionCode,
      ...placement(slot, kind, conference, clock),
      liveStream: source.liveStream ? `${STREAMS}/${sessionCode}` : null,
    };
  }

  const sessions: Session[] = [];
  const originalOf = new Map<Session, Session>();
  const awaitingRepeat: { session: Session; kind: SessionKind; dayIndex: number }[] = [];

  /** An earlier day's session of this kind whose speakers are all free now, taken off the waiting list. */
  function repeatable(slot: Slot, window: Window | null): Session | undefined {
    const eligible = awaitingRepeat.filter(
      (candidate) => candidate.dayIndex < slot.dayIndex && candidate.kind === slot.kind && candidate.session.speakerIds.every((id) => pool.isFree(id, window)),
    );
    if (eligible.length === 0) return undefined;
    const chosen = random.pick(eligible);
    awaitingRepeat.splice(awaitingRepeat.indexOf(chosen), 1);
    return chosen.session;
  }

  for (const slot of scheduleSlots(conference, clock, inputs.rooms)) {
    if (!random.chance(FILLED[slot.kind])) continue;
    const window = windowOf(slot);
    const source = REPEATED.has(slot.kind) && random.chance(REPEAT_CHANCE) ? repeatable(slot, window) : undefined;
    if (source) {
      const repeat = repeatOf(source, slot.kind, slot);
      pool.book(repeat.speakerIds, window);
      originalOf.set(repeat, source);
      sessions.push(repeat);
      continue;
    }
    const session = original(slot.kind, slot);
    if (REPEATED.has(slot.kind)) awaitingRepeat.push({ session, kind: slot.kind, dayIndex: slot.dayIndex });
    sessions.push(session);
  }
  for (let count = 0; count < inputs.onDemandCount; count += 1) sessions.push(original('onDemand', null));
  relateSessions(random, sessions.filter((session) => !originalOf.has(session)));
  for (const [repeat, source] of originalOf) repeat.relatedSessionCodes = [...source.relatedSessionCodes];
  return sessions;
}

/** Up to three other sessions of the same topic group each; never the session itself or its repeat. */
function relateSessions(random: Random, originals: Session[]): void {
  const codesByGroup = new Map<string, string[]>();
  const groupOf = (session: Session) => topicGroup(session.topics[0] as string).name;
  for (const session of originals) {
    const codes = codesByGroup.get(groupOf(session)) ?? [];
    codes.push(session.sessionCode);
    codesByGroup.set(groupOf(session), codes);
  }
  for (const session of originals) {
    const others = (codesByGroup.get(groupOf(session)) ?? []).filter((code) => code !== session.sessionCode);
    session.relatedSessionCodes = random.sample(others, random.pick([0, 1, 2, 3]));
  }
}
