import { PERSONAS, type DevLoginRequest, type Role } from '../../src/engine';
import type { TokenSubject } from './tokens';

const DEFAULT_DEV_NAME = 'Dev User';

/** The token subject of a dev login: a named persona, or a made-up user holding exactly the given scopes. */
export function devSubject(request: DevLoginRequest): TokenSubject {
  if ('persona' in request) {
    const persona = PERSONAS.find((candidate) => candidate.id === request.persona);
    if (!persona || persona.id === 'anonymous') throw new Error(`Unknown persona ${request.persona}`);
    const { labelKey: _labelKey, id, ...names } = persona;
    return { ...names, id: `dev-${id}`, role: id as Role };
  }
  const displayName = request.name ?? DEFAULT_DEV_NAME;
  const [firstName = '', ...rest] = displayName.split(/\s+/);
  const slug = displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id: `dev-${slug}`, role: 'custom', scopes: request.scopes, displayName, firstName, lastName: rest.join(' '), email: `${slug}@example.com` };
}
