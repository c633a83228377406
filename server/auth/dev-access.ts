import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../http/loopback';

/**
 * Who reaches the dev sign-in (and the dev functions its flag shows): `local`, requests made on this machine itself;
 * `anywhere`, every request (the explicit `ENABLE_DEV_LOGIN=1` opt-in, and tests).
 */
export type DevFunctions = 'local' | 'anywhere';

/** A reverse proxy on the same machine connects from loopback too: these headers say the request came from further away. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * `local` also wants the request addressed to this machine by name: a page of another site whose name was rebound to
 * 127.0.0.1 (DNS rebinding) connects from loopback too, but its Host is that site's name; so does a proxy passing Host on.
 */
export function reachesDevFunctions(mode: DevFunctions | undefined, request: Pick<FastifyRequest, 'socket' | 'headers' | 'hostname'>): boolean {
  if (mode === 'anywhere') return true;
  if (mode !== 'local') return false;
  return (
    isLoopbackHost(request.socket.remoteAddress ?? '') &&
    isLoopbackHost(request.hostname) &&
    FORWARDING_HEADERS.every((header) => request.headers[header] === undefined)
  );
}
