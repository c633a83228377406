import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { admittedPersonas } from './admitted-personas';
import { routeRequests, type FuzzRequest, type FuzzRoute } from './route-requests';
import type { SchemaValueOptions } from './schema-values';

/** A route as the runner checks its answers: with the response schemas it declares, by status. */
export type PlannedRoute = FuzzRoute & { declared: Record<string, unknown> };

/**
 * How many requests a route gets, relatively, by method: writes take the richest bodies and change state, so they get
 * the most; HEAD runs the GET handler and drops the body.
 */
const SHARE: Record<string, number> = { HEAD: 1, GET: 2 };
const WRITE_SHARE = 4;

const shareOf = (route: FuzzRoute) => SHARE[route.method] ?? WRITE_SHARE;

/** FNV-1a: each route's requests follow from the seed and its own name, not from how many routes came before it. */
const hashOf = (text: string) => [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);

function plannedRoutes(routes: readonly RouteOptions[]): PlannedRoute[] {
  return routes.flatMap((route) =>
    [route.method].flat().map((method) => ({
      method,
      url: route.url,
      schema: (route.schema ?? {}) as FuzzRoute['schema'],
      admitted: admittedPersonas(route),
      declared: (route.schema?.response ?? {}) as Record<string, unknown>,
    })),
  );
}

/** Round-robin over the routes, so a route's requests meet the state the others' requests left (pages deleted, settings changed). */
function interleaved<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.flatMap((list) => (index < list.length ? [list[index]!] : []))).flat();
}

export interface PlanOptions extends SchemaValueOptions {
  seed: number;
  /** About this many requests in all, shared out over every method of every route. */
  runs: number;
}

/** The run's requests, the same for the same seed, routes and known words. */
export function planRequests(routes: readonly RouteOptions[], { seed, runs, ...values }: PlanOptions): { route: PlannedRoute; request: FuzzRequest }[] {
  const planned = plannedRoutes(routes);
  const perShare = runs / planned.reduce((sum, route) => sum + shareOf(route), 0);
  return interleaved(
    planned.map((route) =>
      fc
        .sample(routeRequests(route, values), { seed: seed ^ hashOf(`${route.method} ${route.url}`), numRuns: Math.ceil(perShare * shareOf(route)) })
        .map((request) => ({ route, request })),
    ),
  );
}
