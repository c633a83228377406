import { PERSONAS, ROLE_SCOPES, type DevLoginRequest, type Role } from '../../src/engine';
import type { SessionUser } from '../db/schema';

const DEFAULT_DEV_NAME = 'Dev User';

/** The user of a dev login: a named persona, or a made-up user holding exactly the given scopes (role `custom`). */
export function devSubject(request: DevLoginRequest): SessionUser {
  if ('persona' in request) {
    const persona = PERSONAS.find((candidate) => candidate.id === request.persona);
    if (!persona || persona.id === 'anonymous') throw new Error(`Unknown persona ${request.persona}`);
    const { labelKey: _labelKey, id, ...names } = persona;
    const role = id as Role;
    return { ...names, id: `dev-${id}`, role, scopes: [...ROLE_SCOPES[role]] };
  }
  const displayName = request.name ?? DEFAULT_DEV_NAME;
  const [firstName = '', ...rest] = displayName.split(/\s+/);
  const slug = displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id: `dev-${slug}`, role: 'custom', scopes: request.scopes, displayName, firstName, lastName: rest.join(' '), email: `${slug}@example.com` };
}
