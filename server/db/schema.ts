import { sql } from 'drizzle-orm';
import { boolean, check, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RevisionAction } from '../../schemas/generated/api/history/revision-action';
import type { RevisionKind } from '../../schemas/generated/api/history/revision-kind';
import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import type { PageTitles } from '../../schemas/generated/api/pages/page-titles';
import type { Company } from '../../schemas/generated/company';
import type { SessionLink, SessionVideo } from '../../schemas/generated/session';
import type { SocialHandles } from '../../schemas/generated/social-handles';
import type { AttendeeType, BlockInstance, CurrentUser, Environment, SettingType } from '../../src/engine';
import type { EnrollmentStatus, SeenSessionPlace } from '../../src/engine/lazy/schedule';
import type { QaActionKind, QaAttendeeType, QaBreakpoint, QaRunStatus } from '../../src/engine/lazy/qa';
import type { QaRunRequest } from '../../schemas/generated/api/qa/run-request';
import type { AuthoredEvaluationForm } from '../../schemas/generated/api/evaluations/authored-form';
import type { EvaluationResponse } from '../../schemas/generated/api/evaluations/response';

/** One page's blocks for one (environment, phase); `revision` guards concurrent saves. */
export const contentDocuments = pgTable(
  'content_documents',
  {
    env: text('env').$type<Environment>().notNull(),
    page: text('page').notNull(),
    phase: text('phase').notNull(),
    blocks: jsonb('blocks').$type<BlockInstance[]>().notNull(),
    revision: integer('revision').notNull(),
    editorName: text('editor_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.env, table.page, table.phase] })],
);

/**
 * A content page of one environment (issue 13): `id` keys its content documents and never changes, `slug` is its URL
 * and changes on rename (the slugs it had before redirect to it). A deleted page keeps its row and its content
 * (`deletedAt` set) until it is restored; only live pages hold their slug, so a deleted page's slug is free again.
 */
export const pages = pgTable(
  'pages',
  {
    env: text('env').$type<Environment>().notNull(),
    id: text('id').notNull(),
    slug: text('slug').notNull(),
    titles: jsonb('titles').$type<PageTitles>().notNull(),
    requireScope: text('require_scope'),
    requiresFeature: text('requires_feature'),
    previousSlugs: jsonb('previous_slugs').$type<string[]>().notNull().default([]),
    revision: integer('revision').notNull().default(1),
    editorName: text('editor_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.env, table.id] }),
    uniqueIndex('pages_live_slug_idx').on(table.env, table.slug).where(sql`${table.deletedAt} is null`),
  ],
);

export const siteSettings = pgTable(
  'site_settings',
  {
    env: text('env').$type<Environment>().notNull(),
    name: text('name').notNull(),
    type: text('type').$type<SettingType>().notNull(),
    category: text('category').notNull(),
    value: jsonb('value').$type<unknown>(),
    order: integer('order').notNull().default(0),
    parent: text('parent'),
    format: text('format'),
    public: boolean('public').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.env, table.name] })],
);

/** `lang` is a BCP 47 tag as served (`en-US`); `ns` an i18next namespace. */
export const translations = pgTable(
  'translations',
  {
    env: text('env').$type<Environment>().notNull(),
    lang: text('lang').notNull(),
    ns: text('ns').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.env, table.lang, table.ns, table.key] })],
);

/**
 * Revision history (issue 17) of page documents, site settings and translation bundles: one row per change, written
 * in the change's transaction. The subject is (kind, env, page, phase) for a page phase, (kind, env) for the settings,
 * (kind, env, lang, ns) for a bundle. A row holds the whole state (`snapshot`) every few revisions of its subject and
 * otherwise only a patch against the subject's previous row, so small edits stay small.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<RevisionKind>().notNull(),
    env: text('env').$type<Environment>().notNull(),
    page: text('page'),
    phase: text('phase'),
    lang: text('lang'),
    ns: text('ns'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    editorId: text('editor_id'),
    editorName: text('editor_name').notNull(),
    action: text('action').$type<RevisionAction>().notNull(),
    documentRevision: integer('document_revision'),
    copiedFrom: text('copied_from').$type<Environment>(),
    restoredFrom: integer('restored_from'),
    batch: text('batch'),
    summary: jsonb('summary').$type<RevisionSummary['summary']>().notNull(),
    snapshot: jsonb('snapshot').$type<unknown>(),
    patch: jsonb('patch').$type<unknown>(),
    /** Patches since the subject's last snapshot (0 on a snapshot). */
    chain: integer('chain').notNull(),
  },
  (table) => [
    index('revisions_subject_idx').on(table.kind, table.env, table.page, table.phase, table.lang, table.ns, table.id),
    // A page's history across its phases, and the audit log filtered by page, newest first.
    index('revisions_page_idx').on(table.page, table.env, table.id),
    index('revisions_at_idx').on(table.at),
    check('revisions_state_check', sql`(${table.snapshot} is null) <> (${table.patch} is null)`),
  ],
);

/** A page's record (address, titles, access rule, deletion) as it was in an environment before a copy replaced it. */
export type PageRecordState = Pick<typeof pages.$inferSelect, 'slug' | 'titles' | 'requireScope' | 'requiresFeature' | 'previousSlugs'> & { deletedAt: string | null };

/**
 * What each page record a copy wrote looked like before (null: the copy created the page) and the record's revision the
 * copy left, by the copy's batch: "undo this copy" puts the records back with the documents, unless one changed since.
 */
export const copiedPageRecords = pgTable(
  'copied_page_records',
  {
    batch: text('batch').notNull(),
    env: text('env').$type<Environment>().notNull(),
    page: text('page').notNull(),
    before: jsonb('before').$type<PageRecordState | null>(),
    afterRevision: integer('after_revision').notNull(),
  },
  (table) => [primaryKey({ columns: [table.batch, table.page] })],
);

/** A site editor viewing the site as another attendee type (spec 2 §4); one row per user, removed on reset. */
export const attendeeTypeOverrides = pgTable('attendee_type_overrides', {
  userId: text('user_id').primaryKey(),
  attendeeType: text('attendee_type').$type<AttendeeType>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

// Catalogue (issue 4). Column comments live on the contract types in schemas/*.json; these tables hold them relationally.
// Times are instants (timestamptz) plus the UTC offset in minutes they were given with, so a session reads back with
// the offset of the conference time zone it was scheduled in (imports keep theirs).

const strings = (name: string) => jsonb(name).$type<string[]>().notNull();
const instant = (name: string) => timestamp(name, { withTimezone: true });
/** Both columns hold a value (a time and its offset, a logical and a display value), or neither does. */
const setTogether = (name: string, a: AnyPgColumn, b: AnyPgColumn) => check(name, sql`(${a} is null) = (${b} is null)`);

export const rooms = pgTable('rooms', {
  roomId: text('room_id').primaryKey(),
  name: text('name').notNull(),
  capacity: integer('capacity'),
  building: text('building'),
  sortOrder: integer('sort_order').notNull(),
});

export const companies = pgTable(
  'companies',
  {
    companyId: text('company_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    website: text('website'),
    logo: text('logo'),
    booth: text('booth'),
    kinds: jsonb('kinds').$type<Company['kinds']>().notNull(),
    sponsorLevelKey: text('sponsor_level_key'),
    sortRank: integer('sort_rank').notNull(),
    sponsorSubOrder: integer('sponsor_sub_order').notNull(),
    industry: text('industry'),
    offers: jsonb('offers').$type<Company['offers']>().notNull(),
  },
  (table) => [index('companies_sponsor_order_idx').on(table.sponsorLevelKey, table.sortRank, table.sponsorSubOrder, table.name)],
);

export const speakers = pgTable(
  'speakers',
  {
    speakerId: text('speaker_id').primaryKey(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    companyId: text('company_id').references(() => companies.companyId, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    photo: text('photo'),
    thumbnail: text('thumbnail'),
    bio: text('bio'),
    social: jsonb('social').$type<SocialHandles>().notNull(),
  },
  (table) => [index('speakers_company_idx').on(table.companyId)],
);

export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    displayTitle: text('display_title'),
    sortTitle: text('sort_title'),
    description: text('description').notNull(),
    language: text('language').notNull(),
    startsAt: instant('starts_at'),
    startsAtOffset: smallint('starts_at_offset'),
    endsAt: instant('ends_at'),
    endsAtOffset: smallint('ends_at_offset'),
    durationMinutes: integer('duration_minutes').notNull(),
    roomId: text('room_id').references(() => rooms.roomId, { onDelete: 'set null' }),
    location: text('location'),
    typeLogical: text('type_logical').notNull(),
    typeDisplay: text('type_display').notNull(),
    level: text('level'),
    track: text('track'),
    topics: strings('topics'),
    products: strings('products'),
    audienceTypes: strings('audience_types'),
    deliveryTypes: strings('delivery_types'),
    tags: strings('tags'),
    sponsorId: text('sponsor_id').references(() => companies.companyId, { onDelete: 'set null' }),
    isFeatured: boolean('is_featured').notNull(),
    heroSession: boolean('hero_session').notNull(),
    restrictedScopes: strings('restricted_scopes'),
    regions: strings('regions').default([]),
    capacity: integer('capacity'),
    waitlistCapacity: integer('waitlist_capacity'),
    rsvpOpensAt: instant('rsvp_opens_at'),
    rsvpOpensAtOffset: smallint('rsvp_opens_at_offset'),
    rsvpClosesAt: instant('rsvp_closes_at'),
    rsvpClosesAtOffset: smallint('rsvp_closes_at_offset'),
    willBeRecorded: boolean('will_be_recorded').notNull(),
    onDemand: jsonb('on_demand').$type<SessionVideo[]>().notNull(),
    liveStream: text('live_stream'),
    slideDeck: text('slide_deck'),
    imageUrl: text('image_url'),
    relatedSessionCodes: strings('related_session_codes'),
    relatedResources: jsonb('related_resources').$type<SessionLink[]>().notNull(),
    sessionLinks: jsonb('session_links').$type<SessionLink[]>().notNull(),
  },
  (table) => [
    index('sessions_starts_at_idx').on(table.startsAt, table.code),
    index('sessions_room_idx').on(table.roomId),
    index('sessions_sponsor_idx').on(table.sponsorId),
    setTogether('sessions_start_offset_pair', table.startsAt, table.startsAtOffset),
    setTogether('sessions_end_offset_pair', table.endsAt, table.endsAtOffset),
    setTogether('sessions_rsvp_opens_offset_pair', table.rsvpOpensAt, table.rsvpOpensAtOffset),
    setTogether('sessions_rsvp_closes_offset_pair', table.rsvpClosesAt, table.rsvpClosesAtOffset),
  ],
);

/** A session's speakers in the order the programme lists them. */
export const sessionSpeakers = pgTable(
  'session_speakers',
  {
    sessionId: text('session_id').notNull().references(() => sessions.sessionId, { onDelete: 'cascade' }),
    speakerId: text('speaker_id').notNull().references(() => speakers.speakerId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.speakerId] }), index('session_speakers_speaker_idx').on(table.speakerId)],
);

export const attendees = pgTable(
  'attendees',
  {
    attendeeId: text('attendee_id').primaryKey(),
    userId: text('user_id').notNull().unique(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    jobTitle: text('job_title'),
    company: text('company'),
    companyId: text('company_id').references(() => companies.companyId, { onDelete: 'set null' }),
    bio: text('bio'),
    photo: text('photo'),
    social: jsonb('social').$type<SocialHandles>().notNull(),
    displayProfileToPublic: boolean('display_profile_to_public').notNull(),
    displaySessions: boolean('display_sessions').notNull(),
    isAvailableForMeetings: boolean('is_available_for_meetings').notNull(),
    regionLogical: text('region_logical'),
    regionDisplay: text('region_display'),
    participationLogical: text('participation_logical'),
    participationDisplay: text('participation_display'),
    interests: strings('interests'),
  },
  (table) => [
    index('attendees_company_idx').on(table.companyId),
    setTogether('attendees_region_pair', table.regionLogical, table.regionDisplay),
    setTogether('attendees_participation_pair', table.participationLogical, table.participationDisplay),
    // A first sign-in finds its imported attendee by email, whatever its case (server/accounts/ensure-attendee.ts).
    index('attendees_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * What an attendee tells of themselves beyond the registration data (spec 2 §3, profile detail): kept apart from
 * `attendees`, which catalogue imports overwrite whole, so a re-import never wipes what the attendee entered.
 */
export const attendeeProfiles = pgTable('attendee_profiles', {
  attendeeId: text('attendee_id').primaryKey().references(() => attendees.attendeeId, { onDelete: 'cascade' }),
  preferredFirst: text('preferred_first'),
  preferredLast: text('preferred_last'),
  country: text('country'),
  languagesSpoken: strings('languages_spoken').default([]),
  timeZone: text('time_zone'),
  jobCategory: text('job_category'),
  products: strings('products').default([]),
  hasBeenOnboarded: boolean('has_been_onboarded').notNull().default(false),
  canSendToCalendar: boolean('can_send_to_calendar').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An attendee's profile photo as the server re-encoded it (never the uploaded bytes): in the database, so every app
 * node serves it. `hash` (of the bytes) names it in its URL, so a replaced photo gets a new address.
 */
export const attendeePhotos = pgTable('attendee_photos', {
  attendeeId: text('attendee_id').primaryKey().references(() => attendees.attendeeId, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Favorites, the backpack (spec 1 §3): one row per (user, favorite type, item). The item is a session, speaker,
 * company or attendee id by `type` (src/engine/lazy/favorites.ts), so no foreign key: the routes check that it exists.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id').notNull(),
    type: smallint('type').notNull(),
    itemId: text('item_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type, table.itemId] }), check('favorites_type_range', sql`${table.type} between 0 and 4`)],
);

/**
 * Consents to share one's data with exhibitors (spec 1 §6, POST /userconsent): one row per user and exhibitor, the
 * exhibitor's name as the request names it, and one row with an empty name for the global answer (a primary key
 * holds no null).
 */
export const userConsents = pgTable(
  'user_consents',
  {
    userId: text('user_id').notNull(),
    exhibitorName: text('exhibitor_name').notNull(),
    optedIn: boolean('opted_in').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.exhibitorName] })],
);

/** A session's user as sign-in found it; its expiry is the session's, its attendee type resolved per request. */
export type SessionUser = Omit<CurrentUser, 'expiresAt' | 'attendeeType'>;

/**
 * Who a signed-in browser is (issue 15): the auth cookie names a row by `id` (the `sid` of its signed token), so
 * deleting the row signs the browser out on every node. The provider's tokens stay here and never reach a browser;
 * `issuer` is null for the dev sign-in, which has no provider.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    user: jsonb('user').$type<SessionUser>().notNull(),
    issuer: text('issuer'),
    idToken: text('id_token'),
    refreshToken: text('refresh_token'),
    /** When the provider's access token runs out; the session ends then unless renewed. */
    providerExpiresAt: timestamp('provider_expires_at', { withTimezone: true }),
    /** When to renew with the refresh token (spec 2 §9: 150 s before the provider's expiry). */
    renewAt: timestamp('renew_at', { withTimezone: true }),
    /** A node renewing the session holds it until then, so one refresh token is spent once. */
    renewingUntil: timestamp('renewing_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * A sign-in under way at the provider, until its callback: single use (deleted as it is read), keyed by a hash of
 * its `state`, bound to the browser that started it by a hash of that browser's sign-in cookie.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_attempts_created_idx').on(table.createdAt)],
);

// Personal schedule (issue 16). Session ids carry no foreign key: a session the programme drops keeps its
// enrollments, which the schedule then shows (and the calendar feed sends) as cancelled.

/**
 * One attendee's relation to one session (spec 1 §4 enrollment statuses): on the schedule (`scheduled`, a roundtable's
 * `confirmed`), on the waitlist (`waitlisted`), nominated for a roundtable (`nominated`, then `confirmed`/`declined`), or
 * taken off again (`cancelled`, kept so calendar feeds can tell subscribers to drop it). Meetings and appointments join
 * the schedule through their own tables in a later issue.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    userId: text('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    status: text('status').$type<EnrollmentStatus>().notNull(),
    /** When the status last changed: orders the waitlist (oldest first) and ages cancelled rows out of feeds. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The session's `sequence` (session_revisions) when the attendee last looked: a higher one is news to them. */
    seenSequence: integer('seen_sequence').notNull().default(0),
    /** The session's time and place as the attendee last saw them, so My schedule shows old beside new values. */
    seen: jsonb('seen').$type<SeenSessionPlace | null>(),
    /** A roundtable nomination's answers (spec 1 §5, evaluation response shape). */
    answers: jsonb('answers').$type<unknown>(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sessionId] }),
    index('enrollments_session_status_idx').on(table.sessionId, table.status, table.statusChangedAt),
    check('enrollments_status_known', sql`${table.status} in ('scheduled', 'nominated', 'declined', 'cancelled', 'confirmed', 'waitlisted')`),
  ],
);

/**
 * Seats taken per capacity-controlled session, kept beside its enrollments in the same transaction: a conditional
 * `update … where scheduled < capacity` is the one row every concurrent RSVP for the session serialises on.
 */
export const sessionSeats = pgTable(
  'session_seats',
  {
    sessionId: text('session_id').primaryKey(),
    scheduled: integer('scheduled').notNull().default(0),
    waitlisted: integer('waitlisted').notNull().default(0),
  },
  (table) => [check('session_seats_not_negative', sql`${table.scheduled} >= 0 and ${table.waitlisted} >= 0`)],
);

/**
 * A session's time and place as last published, and how often they changed (`sequence`, the calendar feed's
 * SEQUENCE): catalogue writes bump it when the start, end, room or location changes, or when the session is removed.
 */
export const sessionRevisions = pgTable('session_revisions', {
  sessionId: text('session_id').primaryKey(),
  sequence: integer('sequence').notNull().default(0),
  place: jsonb('place').$type<SeenSessionPlace>().notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Agenda items every attendee of a type has on their schedule and cannot remove (spec 1 §5, mandatory sessions). */
export const mandatorySessions = pgTable(
  'mandatory_sessions',
  {
    sessionId: text('session_id').notNull(),
    attendeeType: text('attendee_type').$type<AttendeeType>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.attendeeType] })],
);

/**
 * A user's calendar subscription (GET /schedule/webcal): the feed URL carries a random token; only its SHA-256 is
 * kept for the lookup, and the token itself sealed (AES-GCM) so the user can see their link again. Regenerating
 * replaces the row, revoking deletes it: the old URL then answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  sealedToken: text('sealed_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The user's attendee type when they last asked for their link: the feed, read without them, shows its mandatory items. */
  attendeeType: text('attendee_type').$type<AttendeeType>(),
});

/**
 * A design image of one QA combination (issue 18): the page's path, window width, phase and attendee type, and for an
 * in-place block check the block's content id (`block`, empty for the whole page). `file` names the stored image in
 * the QA files, which only QA users read.
 */
export const qaDesigns = pgTable(
  'qa_designs',
  {
    page: text('page').notNull(),
    breakpoint: text('breakpoint').$type<QaBreakpoint>().notNull(),
    phase: text('phase').notNull(),
    attendeeType: text('attendee_type').$type<QaAttendeeType>().notNull(),
    block: text('block').notNull().default(''),
    file: text('file').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.page, table.breakpoint, table.phase, table.attendeeType, table.block] })],
);

/**
 * A QA run: what was asked (`request`), where it stands, and which node works on it. Nodes claim queued runs with
 * `FOR UPDATE SKIP LOCKED`; a node renews `leaseUntil` while it works, so a run whose node died is queued again.
 */
export const qaRuns = pgTable(
  'qa_runs',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<QaRunStatus>().notNull().default('queued'),
    request: jsonb('request').$type<QaRunRequest>().notNull(),
    total: integer('total').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The claim of the node working on the run: every write of the run's progress must name it. */
    claimedBy: text('claimed_by'),
    error: text('error'),
  },
  (table) => [index('qa_runs_status_idx').on(table.status, table.createdAt)],
);

/**
 * One combination of a run and its two queued actions (spec 3 §4): `action` is the step it waits for or is in
 * (`screenshot-page`, then `process-differences`), null once done; `actionStatus` is not-started or active.
 */
export const qaResults = pgTable(
  'qa_results',
  {
    runId: text('run_id').notNull().references(() => qaRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    page: text('page').notNull(),
    breakpoint: text('breakpoint').$type<QaBreakpoint>().notNull(),
    phase: text('phase').notNull(),
    attendeeType: text('attendee_type').$type<QaAttendeeType>().notNull(),
    action: text('action').$type<QaActionKind>(),
    actionStatus: text('action_status').$type<'not-started' | 'active'>(),
    screenshot: text('screenshot'),
    /** The other environment's screenshot in an environment comparison. */
    reference: text('reference'),
    design: text('design'),
    difference: text('difference'),
    differencePercentage: doublePrecision('difference_percentage'),
    widthDifference: integer('width_difference'),
    heightDifference: integer('height_difference'),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.runId, table.seq] })],
);

/**
 * The evaluation forms (issue 20), every version kept: publishing writes a new version, and each submission names the
 * version it answered, so the answers already given keep their questions. `formKey` is what the form is for:
 * `session:{sessionType}` (`session:*` for any other type), `conference`, or `survey:{id}`.
 */
export const evaluationForms = pgTable(
  'evaluation_forms',
  {
    formKey: text('form_key').notNull(),
    version: integer('version').notNull(),
    form: jsonb('form').$type<AuthoredEvaluationForm>().notNull(),
    /** A survey signed-out visitors may answer too (their answers keep no identity). */
    anonymous: boolean('anonymous').notNull().default(false),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.formKey, table.version] })],
);

/**
 * One answered evaluation. `evaluationId` is what was evaluated (`session:{sessionId}`, `conference`, `survey:{id}`);
 * a signed-in attendee answers each once (the partial unique index: a second is refused), an anonymous answer keeps
 * neither a user id nor an address.
 */
export const evaluationSubmissions = pgTable(
  'evaluation_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: text('evaluation_id').notNull(),
    formKey: text('form_key').notNull(),
    version: integer('version').notNull(),
    userId: text('user_id'),
    /** For the organisers' results: the session evaluated and the attendee's type when they answered. */
    sessionId: text('session_id'),
    attendeeType: text('attendee_type'),
    responses: jsonb('responses').$type<EvaluationResponse[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('evaluation_submissions_once_idx').on(table.evaluationId, table.userId).where(sql`${table.userId} is not null`),
    index('evaluation_submissions_form_idx').on(table.formKey, table.version),
    index('evaluation_submissions_session_idx').on(table.sessionId),
    // The CSV export walks a form's submissions by id, in batches.
    index('evaluation_submissions_results_idx').on(table.formKey, table.id),
  ],
);

/**
 * Every chosen option and typed answer of the submissions, one row each (blank texts left out), for the organisers'
 * results (issue 20): counting 20,000 submissions' answers reads these narrow rows instead of parsing each submission's
 * JSON. The database keeps it: a trigger of migration 0013 adds a submission's rows as the submission is inserted,
 * whoever inserts it, and they go with it.
 */
export const evaluationAnswers = pgTable(
  'evaluation_answers',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => evaluationSubmissions.id, { onDelete: 'cascade' }),
    formKey: text('form_key').notNull(),
    sessionId: text('session_id'),
    attendeeType: text('attendee_type'),
    questionId: text('question_id').notNull(),
    /** The value's place in its response, from 1: a question's rows at position 1 count the submissions answering it. */
    position: integer('position').notNull(),
    value: text('value').notNull(),
    score: doublePrecision('score'),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.questionId, table.position] }),
    // A form's answers question by question; a typed question's newest first.
    index('evaluation_answers_question_idx').on(table.formKey, table.questionId, table.submissionId),
  ],
);

/**
 * Meetings between attendees (issue 21, spec 2 §3). The owner is not a participant row: they count as accepted and
 * against the capacity (attendeeMeetingCapacityLimit includes them). A cancelled meeting is kept, status `cancelled`,
 * so its participants still see it as such. `revision` orders an organiser's concurrent edits.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'active' | 'cancelled'>().notNull().default('active'),
    meetingUrl: text('meeting_url'),
    meetingLocation: text('meeting_location').notNull(),
    area: text('area'),
    tableSize: integer('table_size'),
    meetingTypeName: text('meeting_type_name').notNull().default('meeting'),
    categories: strings('categories').default([]),
    accounts: strings('accounts').default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meetings_owner_idx').on(table.ownerId, table.startsAt),
    check('meetings_status_known', sql`${table.status} in ('active', 'cancelled')`),
    check('meetings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A meeting's invitees and their answers (spec 2 §4: pending, accepted, declined). */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    response: text('response').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.userId] }),
    index('meeting_participants_user_idx').on(table.userId, table.response),
    check('meeting_participants_response_known', sql`${table.response} in ('pending', 'accepted', 'declined')`),
  ],
);

/** Time an attendee keeps for themselves (spec 2 §3): a personal block, a lab or an exam, within the event. */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location'),
    appointmentType: text('appointment_type').$type<'block' | 'lab' | 'exam'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_user_idx').on(table.userId, table.startsAt),
    check('appointments_type_known', sql`${table.appointmentType} in ('block', 'lab', 'exam')`),
    check('appointments_finish_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A conversation: two attendees' direct messages (`userLow` < `userHigh`, one conversation per pair), or a meeting's
 * group messages. `lastMessageId` and `lastMessageAt` are kept by the send transaction so the inbox lists
 * conversations without scanning messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meetingId: text('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    userLow: text('user_low'),
    userHigh: text('user_high'),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_meeting_idx').on(table.meetingId),
    uniqueIndex('conversations_pair_idx').on(table.userLow, table.userHigh),
    check(
      'conversations_direct_or_meeting',
      sql`(${table.meetingId} is not null and ${table.userLow} is null and ${table.userHigh} is null) or (${table.meetingId} is null and ${table.userLow} < ${table.userHigh})`,
    ),
  ],
);

/**
 * Who takes part in a conversation and what they have read: `unread` is kept by the send and read transactions, so
 * a user's unread count is a sum over their few rows, never a count over their messages.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    unread: integer('unread').notNull().default(0),
    /** The id of the latest message they have read; every message up to it is read. */
    readUpTo: integer('read_up_to').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_user_idx').on(table.userId),
    check('conversation_members_unread_not_negative', sql`${table.unread} >= 0`),
  ],
);

/** One message (spec 2 §3), plain text. A direct message names its recipient; a meeting's group message does not. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull(),
    recipientId: text('recipient_id'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    parentId: integer('parent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_conversation_idx').on(table.conversationId, table.id)],
);
