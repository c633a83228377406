import { describe, expect, it } from 'vitest';
import {
  PERSONAS,
  ROLE_SCOPES,
  SCOPES,
  isAuthenticated,
  isContentEditor,
  isPublicApiPath,
  isRole,
  isSignedIn,
  isSiteEditor,
  type Role,
} from '../../src/engine/scopes';

/** Spec (02 §5, §6, §7): authenticated = unexpired token and at least one scope; content editor = siteeditor or
 * contenteditor; session-catalog = signed in; scopes come from the token role; public API path prefixes. */

const NOW_MS = Date.parse('2025-06-10T12:00:00Z');
const NOW_S = NOW_MS / 1000;

describe('ROLE_SCOPES: scopes come from the role', () => {
  it.each<[Role, string[], string[]]>([
    ['attendee', ['session-catalog', 'event-tools', 'meetings', 'lang-en-us'], ['inperson', 'contenteditor', 'siteeditor']],
    ['inperson-attendee', ['session-catalog', 'inperson'], ['contenteditor', 'siteeditor']],
    ['speaker', ['session-catalog', 'inperson'], ['contenteditor', 'siteeditor']],
    ['contenteditor', ['session-catalog', 'contenteditor'], ['siteeditor']],
    ['siteeditor', ['session-catalog', 'contenteditor', 'siteeditor'], []],
  ])('%s holds %j and not %j', (role, held, notHeld) => {
    for (const scope of held) expect(ROLE_SCOPES[role]).toContain(scope);
    for (const scope of notHeld) expect(ROLE_SCOPES[role]).not.toContain(scope);
  });

  it('every role is authenticated and signed in, with no duplicate scopes', () => {
    for (const [role, scopes] of Object.entries(ROLE_SCOPES)) {
      expect(isAuthenticated({ scopes }), role).toBe(true);
      expect(isSignedIn(scopes), role).toBe(true);
      expect(new Set(scopes).size, role).toBe(scopes.length);
    }
  });

  it('every scope a role grants is a known scope', () => {
    const known = new Set<string>(Object.values(SCOPES));
    for (const scopes of Object.values(ROLE_SCOPES)) for (const scope of scopes) expect(known).toContain(scope);
  });

  it.each<[unknown, boolean]>([
    ['attendee', true],
    ['siteeditor', true],
    ['anonymous', false],
    ['admin', false],
    ['toString', false],
    ['__proto__', false],
    [undefined, false],
  ])('isRole(%j) → %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });

  it('every persona but anonymous is a role, with a translation-key label', () => {
    for (const persona of PERSONAS) {
      expect(isRole(persona.id)).toBe(persona.id !== 'anonymous');
      expect(persona.labelKey).toBe(`translate.base.sign-in.persona.${persona.id}`);
    }
    expect(new Set(PERSONAS.map((persona) => persona.id)).size).toBe(PERSONAS.length);
  });
});

describe('isAuthenticated: unexpired token with at least one scope', () => {
  it.each<[string, { scopes: string[]; expiresAt?: number } | null | undefined, boolean]>([
    ['no user', null, false],
    ['undefined user', undefined, false],
    ['no scopes', { scopes: [], expiresAt: NOW_S + 3600 }, false],
    ['one scope, unexpired', { scopes: ['session-catalog'], expiresAt: NOW_S + 3600 }, true],
    ['any single scope is enough', { scopes: ['lang-en-us'], expiresAt: NOW_S + 1 }, true],
    ['expired a second ago', { scopes: ['meetings'], expiresAt: NOW_S - 1 }, false],
    ['expiring exactly now counts as expired', { scopes: ['meetings'], expiresAt: NOW_S }, false],
    ['expired, no scopes', { scopes: [], expiresAt: NOW_S - 1 }, false],
    ['no expiry given', { scopes: ['meetings'] }, true],
  ])('%s → %s', (_name, user, expected) => {
    expect(isAuthenticated(user, NOW_MS)).toBe(expected);
  });

  it('uses the real clock by default', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(isAuthenticated({ scopes: ['meetings'], expiresAt: inAnHour })).toBe(true);
    expect(isAuthenticated({ scopes: ['meetings'], expiresAt: inAnHour - 7200 })).toBe(false);
  });
});

describe('scope predicates', () => {
  it.each<[string, string[], { editor: boolean; site: boolean; signedIn: boolean }]>([
    ['anonymous', [], { editor: false, site: false, signedIn: false }],
    ['attendee', [...ROLE_SCOPES.attendee], { editor: false, site: false, signedIn: true }],
    ['content editor', [...ROLE_SCOPES.contenteditor], { editor: true, site: false, signedIn: true }],
    ['site editor', [...ROLE_SCOPES.siteeditor], { editor: true, site: true, signedIn: true }],
    ['siteeditor scope alone', ['siteeditor'], { editor: true, site: true, signedIn: false }],
    ['contenteditor scope alone', ['contenteditor'], { editor: true, site: false, signedIn: false }],
    ['session-catalog alone', ['session-catalog'], { editor: false, site: false, signedIn: true }],
    ['similar but different names', ['site-editor', 'ContentEditor', 'session_catalog'], { editor: false, site: false, signedIn: false }],
  ])('%s', (_name, scopes, expected) => {
    expect({ editor: isContentEditor(scopes), site: isSiteEditor(scopes), signedIn: isSignedIn(scopes) }).toEqual(expected);
  });
});

describe('isPublicApiPath: no Authorization header on public prefixes', () => {
  it.each<[string, boolean]>([
    // each public prefix
    ['auth/request', true],
    ['auth/request/magic-link', true],
    ['token/refresh/aad', true],
    ['token/medius/42', true],
    ['token/anonymous-nli-token', true],
    ['log', true],
    ['map', true],
    ['session', true],
    ['sessions/BRK101', true],
    ['facets', true],
    ['blog/posts', true],
    ['settings', true],
    ['settings/sidebarDetails', true],
    ['sponsor/1', true],
    ['partner/2', true],
    ['exhibitor/3', true],
    ['company/4', true],
    ['speaker/5', true],
    ['discussion/6', true],
    ['attendee/meetings/suggest/en-us/a/b', true],
    // token/access is the exception inside token/
    ['token/access', false],
    ['token/access?x=1', false],
    // not public
    ['token', false],
    ['attendee', false],
    ['attendees', false],
    ['profile/summary', false],
    ['meeting/pendingCount', false],
    ['messages/unreadCount', false],
    ['conversation', false],
    ['siteeditor', false],
    ['content/home', false],
    ['translation/metadata/en-us/base', false],
    ['appointment/1', false],
    ['userconsent', false],
    ['auth/dev-login', false],
    ['', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicApiPath(path)).toBe(expected);
    expect(isPublicApiPath(`/${path}`)).toBe(expected);
    expect(isPublicApiPath(`/api/v1/${path}`)).toBe(expected);
    expect(isPublicApiPath(`api/v1/${path}`)).toBe(expected);
  });
});
