import { languageTag, normalizeLocale } from '../../../src/engine';
import type { LabelledValue } from '../../../schemas/generated/labelled-value';
import type { Session } from '../../../schemas/generated/session';
import type { Speaker } from '../../../schemas/generated/speaker';
import { formatOffsetDateTime, minutesBetween, type OffsetDateTime } from './times';

/** What every format provides for a session; the catalogue-only fields (capacity, RSVP, sponsor…) start empty. */
export interface SessionBasics {
  sessionId: string;
  sessionCode: string;
  title: string;
  description: string;
  sessionLanguage: string;
  start: OffsetDateTime | null;
  end: OffsetDateTime | null;
  roomId: string | null;
  location: string | null;
  sessionType: LabelledValue;
  speakerIds: string[];
}

export function newSession(basics: SessionBasics, extra: Partial<Session> = {}): Session {
  const { start, end, ...rest } = basics;
  return {
    ...rest,
    startDateTime: start ? formatOffsetDateTime(start) : null,
    endDateTime: end ? formatOffsetDateTime(end) : null,
    durationInMinutes: start && end ? minutesBetween(start, end) : 0,
    sessionLevel: null,
    track: null,
    topics: [],
    products: [],
    audienceTypes: [],
    deliveryTypes: basics.roomId ? ['In-Person'] : [],
    tags: [],
    sponsorId: null,
    isFeatured: false,
    heroSession: false,
    restrictedScopes: [],
    regions: [],
    capacity: null,
    waitlistCapacity: null,
    rsvpOpensAt: null,
    rsvpClosesAt: null,
    willBeRecorded: false,
    onDemand: [],
    liveStream: null,
    slideDeck: null,
    imageUrl: null,
    relatedSessionCodes: [],
    relatedResources: [],
    sessionLinks: [],
    ...extra,
  };
}

/** First names before the last word, the last word as last name: only a sorting aid, the display name stays whole. */
function splitName(displayName: string): { firstName: string; lastName: string } {
  const cut = displayName.lastIndexOf(' ');
  return cut < 0 ? { firstName: displayName, lastName: '' } : { firstName: displayName.slice(0, cut), lastName: displayName.slice(cut + 1) };
}

export function newSpeaker(fields: Pick<Speaker, 'speakerId' | 'displayName'> & Partial<Speaker>): Speaker {
  return {
    ...splitName(fields.displayName),
    company: null,
    companyId: null,
    jobTitle: null,
    photo: null,
    thumbnail: null,
    bio: null,
    social: {},
    ...fields,
  };
}

const DEFAULT_LANGUAGE = 'en-US';
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** A served locale's tag (`de` → `de-DE`), another well-formed tag as given, else English. */
export function sessionLanguage(code: string | null): string {
  const locale = normalizeLocale(code);
  if (locale) return languageTag(locale);
  return code && LANGUAGE_TAG.test(code) ? code : DEFAULT_LANGUAGE;
}

/** `LIGHTNING_TALK` / `Lightning talk` → `lightning-talk` + `Lightning talk`. */
export function sessionType(raw: string): LabelledValue {
  const words = raw.trim().replace(/[_\s]+/g, ' ').toLowerCase();
  return { logicalValue: words.replace(/ /g, '-'), displayValue: words.charAt(0).toUpperCase() + words.slice(1) };
}

/** An absolute http(s) URL (relative ones resolved against `base`), or null for anything a visitor should not follow. */
export function webUrl(raw: string | null, base?: string | null): string | null {
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
