import { ROLE_SCOPES, isRole, type Role } from '../../../src/engine';
import type { SessionUser } from '../../db/schema';
import type { ProviderIdentity } from '../accounts';

/** An id token's (or userinfo's) claims, as far as sign-in reads them. */
export type Claims = Record<string, unknown>;

/** Signed-in users whose provider names no role the site knows: attendees, the least any signed-in user holds. */
const DEFAULT_ROLE: Role = 'attendee';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The standard claims of OpenID Connect Core §5.1 that the site uses. */
export function identityOf(issuer: string, claims: Claims): ProviderIdentity {
  return {
    issuer,
    subject: String(claims.sub),
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    picture: text(claims.picture),
  };
}

/** The value at a dotted claim path (`realm_access.roles` is Keycloak's). */
function claimAt(claims: Claims, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Claims)[key] : undefined), claims);
}

/**
 * The site role a provider's role claim names: one role, or a list of which the one granting the most scopes counts.
 * Names the site does not know are ignored; none known means the default role.
 */
export function roleOf(claims: Claims, roleClaim: string): Role {
  const known = [claimAt(claims, roleClaim)].flat().filter(isRole);
  return known.reduce<Role | undefined>((best, role) => (best && ROLE_SCOPES[best].length >= ROLE_SCOPES[role].length ? best : role), undefined) ?? DEFAULT_ROLE;
}

/**
 * The names a person goes by: the provider's given and family names, else its `name` split at the first space (many
 * providers send only that). The display name is `name`, else the two names; empty when the provider gives none.
 */
export function namesOf({ name, givenName, familyName }: ProviderIdentity): { displayName: string; firstName: string; lastName: string } {
  const [firstOfName = '', ...restOfName] = (name ?? '').split(/\s+/);
  const firstName = givenName ?? firstOfName;
  const lastName = familyName ?? restOfName.join(' ');
  return { displayName: name ?? `${firstName} ${lastName}`.trim(), firstName, lastName };
}

/** The session's user: the site's user id, the provider's names (its email where it gives none), the role's scopes. */
export function sessionUserOf(userId: string, identity: ProviderIdentity, role: Role): SessionUser {
  const { displayName, firstName, lastName } = namesOf(identity);
  const email = identity.email ?? '';
  return { id: userId, role, displayName: displayName || email, firstName, lastName, email, scopes: [...ROLE_SCOPES[role]] };
}

/** A renewed session's user: the role of the renewal's id token when it names one; names stay as signed in. */
export function withRenewedRole(user: SessionUser, claims: Claims | null, roleClaim: string): SessionUser {
  if (!claims || claimAt(claims, roleClaim) === undefined) return user;
  const role = roleOf(claims, roleClaim);
  return { ...user, role, scopes: [...ROLE_SCOPES[role]] };
}
