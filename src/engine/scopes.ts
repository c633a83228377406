import type { Environment } from './content';
/** Scopes a token can grant (second spec document §6). */
export const SCOPES = {
  meetings: 'meetings',
  sideMeetings: 'side-meetings',
  expertConnect: 'expertconnect',
  eventTools: 'event-tools',
  inPerson: 'inperson',
  siteEditor: 'siteeditor',
  contentEditor: 'contenteditor',
  sessionCatalog: 'session-catalog',
  languageEnUs: 'lang-en-us',
  /** The QA screenshot tool (issue 18): testers who compare the site with its designs without editing it. */
  qa: 'qa',
} as const;

export type Role = 'attendee' | 'inperson-attendee' | 'speaker' | 'qa' | 'contenteditor' | 'siteeditor';

const ATTENDEE = [SCOPES.sessionCatalog, SCOPES.eventTools, SCOPES.meetings, SCOPES.languageEnUs];

/** Scopes come from the token's role. */
export const ROLE_SCOPES: Record<Role, readonly string[]> = {
  attendee: ATTENDEE,
  'inperson-attendee': [...ATTENDEE, SCOPES.inPerson],
  speaker: [...ATTENDEE, SCOPES.inPerson],
  qa: [...ATTENDEE, SCOPES.qa],
  contenteditor: [...ATTENDEE, SCOPES.contentEditor],
  siteeditor: [...ATTENDEE, SCOPES.contentEditor, SCOPES.siteEditor, SCOPES.qa],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLE_SCOPES, value);
}

/** A dev-login persona: what the sign-in page offers when dev functions are on. `anonymous` means no token. */
export interface Persona {
  id: 'anonymous' | Role;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Translation key of the persona's label on the sign-in page. */
  labelKey: string;
}

export const PERSONAS: readonly Persona[] = [
  { id: 'anonymous', displayName: '', firstName: '', lastName: '', email: '', labelKey: 'translate.base.sign-in.persona.anonymous' },
  { id: 'attendee', displayName: 'Avery Attendee', firstName: 'Avery', lastName: 'Attendee', email: 'avery@example.com', labelKey: 'translate.base.sign-in.persona.attendee' },
  { id: 'inperson-attendee', displayName: 'Ines Inperson', firstName: 'Ines', lastName: 'Inperson', email: 'ines@example.com', labelKey: 'translate.base.sign-in.persona.inperson-attendee' },
  { id: 'speaker', displayName: 'Sam Speaker', firstName: 'Sam', lastName: 'Speaker', email: 'sam@example.com', labelKey: 'translate.base.sign-in.persona.speaker' },
  { id: 'qa', displayName: 'Quinn Tester', firstName: 'Quinn', lastName: 'Tester', email: 'quinn@example.com', labelKey: 'translate.base.sign-in.persona.qa' },
  { id: 'contenteditor', displayName: 'Cora Editor', firstName: 'Cora', lastName: 'Editor', email: 'cora@example.com', labelKey: 'translate.base.sign-in.persona.contenteditor' },
  { id: 'siteeditor', displayName: 'Sid Siteeditor', firstName: 'Sid', lastName: 'Siteeditor', email: 'sid@example.com', labelKey: 'translate.base.sign-in.persona.siteeditor' },
];

/** Authenticated = unexpired token holding at least one scope. `expiresAt` is in seconds since the epoch (JWT `exp`). */
export function isAuthenticated(user: { scopes: readonly string[]; expiresAt?: number } | null | undefined, nowMs = Date.now()): boolean {
  if (!user || user.scopes.length === 0) return false;
  return user.expiresAt === undefined || user.expiresAt * 1000 > nowMs;
}

/** Content editor = siteeditor or contenteditor scope. */
export function isContentEditor(scopes: readonly string[]): boolean {
  return scopes.includes(SCOPES.siteEditor) || scopes.includes(SCOPES.contentEditor);
}

export function isSiteEditor(scopes: readonly string[]): boolean {
  return scopes.includes(SCOPES.siteEditor);
}

/**
 * Who may change each environment: content editors draft in `cont`; `uat` and `prod` change only by a site editor's
 * hand (an edit, or a copy from the environment before). Otherwise the copy a site editor reviews would mean nothing.
 */
export const ENVIRONMENT_WRITERS: Record<Environment, readonly string[]> = {
  cont: [SCOPES.contentEditor, SCOPES.siteEditor],
  uat: [SCOPES.siteEditor],
  prod: [SCOPES.siteEditor],
};

export function mayWriteEnvironment(env: Environment, scopes: readonly string[]): boolean {
  return scopes.some((scope) => ENVIRONMENT_WRITERS[env].includes(scope));
}

/** "Signed in" means holding the session-catalog scope. */
export function isSignedIn(scopes: readonly string[]): boolean {
  return scopes.includes(SCOPES.sessionCatalog);
}

/**
 * API path prefixes (after `/api/v1/`) to which the client adds no Authorization header.
 * `token/access` is the exception inside `token/`.
 */
export const PUBLIC_API_PREFIXES = [
  'auth/request', 'token/', 'log', 'map', 'session', 'facets', 'blog', 'settings',
  'sponsor', 'partner', 'exhibitor', 'company', 'speaker', 'discussion', 'attendee/',
] as const;

export function isPublicApiPath(path: string): boolean {
  const relative = path.replace(/^\/?(api\/v1\/)?/, '');
  if (relative.startsWith('token/access')) return false;
  return PUBLIC_API_PREFIXES.some((prefix) => relative.startsWith(prefix));
}
