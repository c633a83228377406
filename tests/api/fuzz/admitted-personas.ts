import type { RouteOptions } from 'fastify';
import type { RouteAccess } from '../../../server/auth/access';
import { isPublicApiPath, ROLE_SCOPES } from '../../../src/engine';
import { ALL_PERSONAS, type Persona } from './route-requests';

const ADMITS: Record<'public' | 'authenticated', (persona: Persona) => boolean> = {
  public: () => true,
  authenticated: (persona) => persona !== 'anonymous',
};

/** The personas a route lets through its access rule (as server/auth/access.ts reads `config.access`). */
export function admittedPersonas(route: Pick<RouteOptions, 'url' | 'config'>): Persona[] {
  const access: RouteAccess = route.config?.access ?? (isPublicApiPath(route.url) ? 'public' : 'authenticated');
  if (typeof access === 'string') return ALL_PERSONAS.filter(ADMITS[access]);
  return ALL_PERSONAS.filter((persona) => persona !== 'anonymous' && access.anyScope.some((scope) => ROLE_SCOPES[persona].includes(scope)));
}
