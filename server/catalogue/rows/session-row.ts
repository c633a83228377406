import type { sessions } from '../../db/schema';
import { fromInstantColumns, toInstantColumns } from './timestamp-columns';
import type { Session } from '../types';

export type SessionRow = typeof sessions.$inferSelect;

/** A session's row; its speakers go to session_speakers. */
export function toSessionRow(session: Session): SessionRow {
  const start = toInstantColumns(session.startDateTime);
  const end = toInstantColumns(session.endDateTime);
  const rsvpOpens = toInstantColumns(session.rsvpOpensAt);
  const rsvpCloses = toInstantColumns(session.rsvpClosesAt);
  return {
    sessionId: session.sessionId,
    code: session.sessionCode,
    title: session.title,
    displayTitle: session.displayTitle ?? null,
    sortTitle: session.sortTitle ?? null,
    description: session.description,
    language: session.sessionLanguage,
    startsAt: start.at,
    startsAtOffset: start.offset,
    endsAt: end.at,
    endsAtOffset: end.offset,
    durationMinutes: session.durationInMinutes,
    roomId: session.roomId,
    location: session.location,
    typeLogical: session.sessionType.logicalValue,
    typeDisplay: session.sessionType.displayValue,
    level: session.sessionLevel,
    track: session.track,
    topics: session.topics,
    products: session.products,
    audienceTypes: session.audienceTypes,
    deliveryTypes: session.deliveryTypes,
    tags: session.tags,
    sponsorId: session.sponsorId,
    isFeatured: session.isFeatured,
    heroSession: session.heroSession,
    restrictedScopes: session.restrictedScopes,
    regions: session.regions,
    capacity: session.capacity,
    waitlistCapacity: session.waitlistCapacity,
    rsvpOpensAt: rsvpOpens.at,
    rsvpOpensAtOffset: rsvpOpens.offset,
    rsvpClosesAt: rsvpCloses.at,
    rsvpClosesAtOffset: rsvpCloses.offset,
    willBeRecorded: session.willBeRecorded,
    onDemand: session.onDemand,
    liveStream: session.liveStream,
    slideDeck: session.slideDeck,
    imageUrl: session.imageUrl,
    relatedSessionCodes: session.relatedSessionCodes,
    relatedResources: session.relatedResources,
    sessionLinks: session.sessionLinks,
  };
}

/** The contract session of a row and its speakers in programme order. */
export function fromSessionRow(row: SessionRow, speakerIds: string[]): Session {
  return {
    sessionId: row.sessionId,
    sessionCode: row.code,
    title: row.title,
    ...(row.displayTitle === null ? {} : { displayTitle: row.displayTitle }),
    ...(row.sortTitle === null ? {} : { sortTitle: row.sortTitle }),
    description: row.description,
    sessionLanguage: row.language,
    startDateTime: fromInstantColumns(row.startsAt, row.startsAtOffset),
    endDateTime: fromInstantColumns(row.endsAt, row.endsAtOffset),
    durationInMinutes: row.durationMinutes,
    roomId: row.roomId,
    location: row.location,
    sessionType: { logicalValue: row.typeLogical, displayValue: row.typeDisplay },
    sessionLevel: row.level,
    track: row.track,
    topics: row.topics,
    products: row.products,
    audienceTypes: row.audienceTypes,
    deliveryTypes: row.deliveryTypes,
    tags: row.tags,
    speakerIds,
    sponsorId: row.sponsorId,
    isFeatured: row.isFeatured,
    heroSession: row.heroSession,
    restrictedScopes: row.restrictedScopes,
    regions: row.regions,
    capacity: row.capacity,
    waitlistCapacity: row.waitlistCapacity,
    rsvpOpensAt: fromInstantColumns(row.rsvpOpensAt, row.rsvpOpensAtOffset),
    rsvpClosesAt: fromInstantColumns(row.rsvpClosesAt, row.rsvpClosesAtOffset),
    willBeRecorded: row.willBeRecorded,
    onDemand: row.onDemand,
    liveStream: row.liveStream,
    slideDeck: row.slideDeck,
    imageUrl: row.imageUrl,
    relatedSessionCodes: row.relatedSessionCodes,
    relatedResources: row.relatedResources,
    sessionLinks: row.sessionLinks,
  };
}
