import type { Attendee } from '../../schemas/generated/attendee';
import type { Company } from '../../schemas/generated/company';
import type { Room } from '../../schemas/generated/room';
import type { Session } from '../../schemas/generated/session';
import type { Speaker } from '../../schemas/generated/speaker';

export type { Attendee, Company, Room, Session, Speaker };

/** The whole catalogue in contract shape (schemas/*.json); a session lists its speakers by id, in order. */
export interface CatalogueData {
  rooms: Room[];
  sessions: Session[];
  speakers: Speaker[];
  companies: Company[];
  attendees: Attendee[];
}

/** What an upsert did, counted in rows of the five entities (speaker links are not counted). */
export interface UpsertResult {
  inserted: number;
  updated: number;
}

export interface UpsertOptions {
  /** Called after each written chunk with rows written so far and rows in all. */
  onProgress?: (done: number, total: number) => void;
}
