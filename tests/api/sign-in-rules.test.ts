import { describe, expect, it } from 'vitest';
import { identityOf, roleOf, sessionUserOf, withRenewedRole } from '../../server/auth/oidc/identity';
import { providerErrorOutcome } from '../../server/auth/oidc/provider-errors';
import { sameSitePath } from '../../server/auth/oidc/return-to';
import { ROLE_SCOPES } from '../../src/engine';

describe('the role claim', () => {
  it.each([
    ['a known role', { role: 'speaker' }, 'role', 'speaker'],
    ['a list: the role granting the most scopes', { role: ['attendee', 'siteeditor', 'speaker'] }, 'role', 'siteeditor'],
    ['a nested list (Keycloak)', { realm_access: { roles: ['offline_access', 'contenteditor'] } }, 'realm_access.roles', 'contenteditor'],
    ['no role claim: an attendee', { name: 'Ann' }, 'role', 'attendee'],
    ['a role the site does not know: an attendee', { role: 'admin' }, 'role', 'attendee'],
    ['an object prototype name', { role: 'constructor' }, 'role', 'attendee'],
    ['a claim of another type', { role: 42 }, 'role', 'attendee'],
  ])('%s', (_story, claims, roleClaim, role) => {
    expect(roleOf(claims, roleClaim)).toBe(role);
  });
});

describe('the session’s user from the id token', () => {
  it('takes the standard claims and the role’s scopes', () => {
    const claims = { sub: 'u1', name: 'Mei Lin', given_name: 'Mei', family_name: 'Lin', email: 'mei@example.com', role: 'inperson-attendee', picture: 'https://idp.example/mei.png' };
    expect(sessionUserOf('user-1', identityOf('https://idp.example', claims), roleOf(claims, 'role'))).toEqual({
      id: 'user-1',
      role: 'inperson-attendee',
      displayName: 'Mei Lin',
      firstName: 'Mei',
      lastName: 'Lin',
      email: 'mei@example.com',
      scopes: [...ROLE_SCOPES['inperson-attendee']],
    });
    expect(identityOf('https://idp.example', claims)).toEqual({
      issuer: 'https://idp.example',
      subject: 'u1',
      email: 'mei@example.com',
      emailVerified: false,
      name: 'Mei Lin',
      givenName: 'Mei',
      familyName: 'Lin',
      picture: 'https://idp.example/mei.png',
    });
  });

  it('says the address is verified only when the provider says so', () => {
    expect(identityOf('i', { sub: 'u', email: 'a@example.com', email_verified: true }).emailVerified).toBe(true);
    expect(identityOf('i', { sub: 'u', email: 'a@example.com', email_verified: 'true' }).emailVerified).toBe(false);
  });

  it.each([
    ['only a name', { sub: 'u', name: 'Ana María López' }, { displayName: 'Ana María López', firstName: 'Ana', lastName: 'María López' }],
    ['only given and family names', { sub: 'u', given_name: 'Ana', family_name: 'López' }, { displayName: 'Ana López', firstName: 'Ana', lastName: 'López' }],
    ['only an email', { sub: 'u', email: 'ana@example.com' }, { displayName: 'ana@example.com', firstName: '', lastName: '' }],
  ])('makes do with %s', (_story, claims, names) => {
    expect(sessionUserOf('u', identityOf('i', claims), 'attendee')).toMatchObject(names);
  });

  it('on renewal, follows a changed role and keeps the names', () => {
    const user = sessionUserOf('u', identityOf('i', { sub: 'u', name: 'Ann Lee' }), 'attendee');
    expect(withRenewedRole(user, { sub: 'u', role: 'contenteditor' }, 'role')).toEqual({ ...user, role: 'contenteditor', scopes: [...ROLE_SCOPES.contenteditor] });
    expect(withRenewedRole(user, { sub: 'u' }, 'role')).toBe(user);
    expect(withRenewedRole(user, null, 'role')).toBe(user);
  });
});

describe('the return location', () => {
  it.each([
    ['/en-us/sessions?track=ai#top', '/en-us/sessions?track=ai#top'],
    ['/de-de/home', '/de-de/home'],
    [undefined, '/home'],
    ['', '/home'],
    ['https://evil.example/en-us/home', '/home'],
    ['//evil.example/en-us/home', '/home'],
    ['/\\evil.example', '/home'],
    ['/\t/evil.example', '/home'],
    ['/a/..//evil.example', '/home'],
    ['en-us/home', '/home'],
  ])('%j leads to %s', (returnTo, path) => {
    expect(sameSitePath(returnTo)).toBe(path);
  });
});

describe('a provider’s error answer', () => {
  it.each([
    ['access_denied', 'End-User aborted interaction', 'cancelled'],
    ['server_error', undefined, 'provider'],
    ['invalid_request', 'unsupported ui_locales', 'provider'],
    ['access_denied', 'AADB2C90118: The user has forgotten their password.', 'sign-out'],
    ['server_error', 'AADB90118', 'sign-out'],
  ])('%s (%s) → %s', (error, description, outcome) => {
    expect(providerErrorOutcome(error, description)).toBe(outcome);
  });
});
