import type { LabelledValue } from '../../../schemas/generated/labelled-value';

export type SessionKind = 'keynote' | 'featured' | 'breakout' | 'lab' | 'theater' | 'roundtable' | 'onDemand';
export type RoomKind = 'hall' | 'breakout' | 'lab' | 'theater' | 'roundtable';

export const IN_PERSON = 'In-Person';
export const DIGITAL = 'Digital';

/** How sessions of one kind are typed, levelled, delivered and controlled. */
export interface KindProfile {
  type: LabelledValue;
  codePrefix: string;
  levels: readonly string[];
  speakers: readonly [min: number, max: number];
  /** Chance the session is recorded (on-demand sessions are recordings). */
  recorded: number;
  /** Chance a recorded, in-person session is also streamed live. */
  streamed: number;
  /** Seats are booked ahead (RSVP with a waitlist). */
  capacityControlled: boolean;
  /** Chance the session is given in a language other than English. */
  otherLanguage: number;
}

const type = (name: string): LabelledValue => ({ logicalValue: name, displayValue: name });

export const KINDS: Record<SessionKind, KindProfile> = {
  keynote: { type: type('Keynote'), codePrefix: 'KEY', levels: ['100'], speakers: [1, 3], recorded: 1, streamed: 1, capacityControlled: false, otherLanguage: 0 },
  featured: { type: type('Breakout'), codePrefix: 'GEN', levels: ['100', '200'], speakers: [2, 3], recorded: 1, streamed: 1, capacityControlled: false, otherLanguage: 0 },
  breakout: { type: type('Breakout'), codePrefix: 'BRK', levels: ['200', '300', '400'], speakers: [1, 3], recorded: 0.7, streamed: 0.5, capacityControlled: false, otherLanguage: 0.16 },
  lab: { type: type('Hands-on Lab'), codePrefix: 'LAB', levels: ['200', '300'], speakers: [1, 2], recorded: 0, streamed: 0, capacityControlled: true, otherLanguage: 0.16 },
  theater: { type: type('Theater'), codePrefix: 'THR', levels: ['100', '200'], speakers: [1, 1], recorded: 0.3, streamed: 0, capacityControlled: false, otherLanguage: 0.16 },
  roundtable: { type: type('Roundtable'), codePrefix: 'RTD', levels: ['300', '400'], speakers: [1, 2], recorded: 0, streamed: 0, capacityControlled: true, otherLanguage: 0 },
  onDemand: { type: type('On-demand Learning'), codePrefix: 'ODL', levels: ['100', '200', '300'], speakers: [1, 2], recorded: 1, streamed: 0, capacityControlled: false, otherLanguage: 0.2 },
};

/** A timeslot template: minutes after midnight and length, for one kind of session in one kind of room. */
export interface SlotTemplate {
  kind: SessionKind;
  start: number;
  minutes: number;
}

const at = (hours: number, minutes = 0) => hours * 60 + minutes;
const slots = (kind: SessionKind, minutes: number, starts: number[]): SlotTemplate[] => starts.map((start) => ({ kind, start, minutes }));

/** Each room kind's day. The last day's keynote closes the event in the afternoon (see schedule.ts). */
export const ROOM_DAYS: Record<RoomKind, SlotTemplate[]> = {
  hall: [...slots('keynote', 90, [at(9)]), ...slots('featured', 60, [at(11), at(14)])],
  breakout: slots('breakout', 45, [at(10, 45), at(11, 45), at(13), at(14), at(15), at(16), at(17)]),
  lab: slots('lab', 75, [at(10, 45), at(12, 15), at(13, 45), at(15, 15), at(16, 45)]),
  theater: slots('theater', 20, Array.from({ length: 15 }, (_, index) => at(10, 30) + index * 30)),
  roundtable: slots('roundtable', 60, [at(11), at(13), at(14, 30), at(16)]),
};

/** The closing keynote of the last day. */
export const CLOSING_KEYNOTE: SlotTemplate = { kind: 'keynote', start: at(16, 30), minutes: 60 };
