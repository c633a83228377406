/** Shapes exchanged over `/api/v1`. The server's JSON Schemas describe the same shapes for validation. */
import type { ContentDocument, Environment, ResolvedPage } from './content';
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

/** `GET /api/v1/version`. */
export interface VersionResponse {
  version: string;
  build: string;
}

export type { ResolvedPage, ContentDocument };
