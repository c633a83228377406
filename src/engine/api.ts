/** Shapes exchanged over `/api/v1`. The server's JSON Schemas describe the same shapes for validation. */
import type { ContentDocument, Environment, ResolvedPage } from './content';
import type { LiveNowItem } from './live-now';
import type { AttendeeTypeState } from './attendee-types';
import type { EventPhase } from './phases';
import type { Role } from './scopes';
import type { ValidationIssue } from './validation';

/** Every error body. */
export interface ApiErrorBody {
  error: string;
  message: string;
  details?: ValidationIssue[];
}

/** 409 on a stale save: the document as it is now on the server. */
export interface ConflictBody extends ApiErrorBody {
  current: ContentDocument;
}

export type SettingType = 'flag' | 'string' | 'number' | 'json' | 'date' | 'phases';

/** A stored site setting (per environment). `category` is "Top/Sub". */
export interface SiteSetting {
  name: string;
  type: SettingType;
  category: string;
  value: unknown;
  order: number;
  parent?: string | null;
  format?: string | null;
  /** Public settings are sent to every visitor; the others only to site editors. */
  public: boolean;
}

/** `GET /api/v1/settings`. */
export interface SettingsResponse {
  env: Environment;
  settings: Record<string, unknown>;
  features: Record<string, boolean>;
  phases: EventPhase[];
  /** Id of the current phase for the effective now (testing date honoured). */
  currentPhase: string;
  /** The server-wide testing date, if one is set. */
  serverTestingDate: string | null;
}

/** The signed-in user as the server sees the token. */
export interface CurrentUser {
  id: string;
  role: Role | 'custom';
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  scopes: string[];
  /** JWT `exp`, seconds since the epoch. */
  expiresAt: number;
  /** The attendee type the server resolved for this request (absent on users read straight from a token). */
  attendeeType?: AttendeeTypeState;
}

/** `GET /api/v1/auth/me`. */
export interface MeResponse {
  user: CurrentUser | null;
}

/** `POST /api/v1/auth/dev-login`: a persona, or explicit scopes (name optional). */
export type DevLoginRequest = { persona: Role } | { scopes: string[]; name?: string };

export interface DevLoginResponse {
  token: string;
  user: CurrentUser;
}

/** `GET /api/v1/content/all/{page}`: every environment and phase, for editors. */
export interface AllContentResponse {
  page: string;
  phases: EventPhase[];
  environments: Record<Environment, Record<string, ContentDocument>>;
}

/** `POST /api/v1/content/copyToEnvironment/{from}/{to}` body; without `page`, every page is copied. */
export interface CopyRequest {
  page?: string;
}

export interface CopyResponse {
  from: Environment;
  to: Environment;
  copied: { page: string; phase: string; revision: number }[];
}

export type { ResolvedPage, ContentDocument };

/** What `GET /api/v1/live` streams (server-sent events named by `type`, `data` as JSON). */
export type LiveEvent =
  | { type: 'onComponentSettingsChanged'; data: { env: Environment; page: string; phase: string; revision: number } }
  | { type: 'onSettingsChanged'; data: { env: Environment } }
  | { type: 'onLanguageChanged'; data: { env: Environment; lang: string } }
  /** Sessions, speakers, companies, attendees or rooms were written: every node reloads its catalogue. */
  | { type: 'onCatalogueChanged'; data: Record<string, never> };

/** `GET /api/v1/siteeditor`. */
export interface SiteEditorResponse {
  env: Environment;
  settings: SiteSetting[];
}

/** `GET /api/v1/siteeditor/all`: every environment's settings, for the comparator. */
export interface AllSettingsResponse {
  environments: Record<Environment, SiteSetting[]>;
}

/** `POST /api/v1/siteeditor/setting/{env}` body. */
export interface SettingsChangeRequest {
  changes: { name: string; value: unknown }[];
}

export type SettingsSaveResult = 'none' | 'nochange' | 'saved' | 'invalid' | 'error';

/** Answer of a settings save; `details` lists the invalid fields. */
export interface SettingsSaveResponse {
  result: SettingsSaveResult;
  details?: ValidationIssue[];
}

/** `PUT /api/v1/siteeditor/testing-date` body and answer; null clears the server testing date. */
export interface TestingDateRequest {
  testingDate: string | null;
}

/** `PUT /api/v1/live-now-ticker` body and answer. */
export interface LiveNowTickerRequest {
  items: LiveNowItem[];
}

/** `PUT /api/v1/siteeditor/file` answer. */
export interface UploadResponse {
  url: string;
}

/** `GET /api/v1/translation/metadata/{lng}/{ns}`: the stored (unsanitised) strings, for editing. */
export interface TranslationMetadataResponse {
  env: Environment;
  lang: string;
  ns: string;
  keys: { key: string; value: string }[];
}

/** Body of `PUT /translation/update/{lang}` and `PUT /translation/addInitialTranslations`. */
export interface TranslationWriteRequest {
  ns?: string;
  entries: Record<string, string>;
}

export interface TranslationWriteResponse {
  env: Environment;
  ns: string;
  /** Rows written (per language for initial translations). */
  written: number;
}

/** `POST /translation/copyToEnvironment/{from}/{to}` body: without `keys`/`lang`, everything is copied. */
export interface TranslationCopyRequest {
  keys?: string[];
  lang?: string;
  ns?: string;
}

export interface TranslationCopyResponse {
  from: Environment;
  to: Environment;
  copied: number;
}

/** `GET /translation/all/{a}/{b}`: every string that differs; null where an environment lacks it. */
export interface TranslationDiffResponse {
  a: Environment;
  b: Environment;
  differences: { lang: string; ns: string; key: string; a: string | null; b: string | null }[];
}

/** `POST /api/v1/siteeditor/change-attendee-type/{type}` and `POST /api/v1/siteeditor/reset-attendee-type`. */
export interface AttendeeTypeResponse {
  attendeeType: AttendeeTypeState;
}
