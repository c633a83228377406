import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AttendeeType, BlockInstance, Environment, SettingType } from '../../src/engine';

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

/** A site editor viewing the site as another attendee type (spec 2 §4); one row per user, removed on reset. */
export const attendeeTypeOverrides = pgTable('attendee_type_overrides', {
  userId: text('user_id').primaryKey(),
  attendeeType: text('attendee_type').$type<AttendeeType>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
