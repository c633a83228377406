import type { FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../http/loopback';

/**
 * Who reaches the dev sign-in (and the dev functions its flag shows): `local`, requests made on this machine itself;
 * `anywhere`, every request (the explicit `ENABLE_DEV_LOGIN=1` opt-in, and tests).
 */
export type DevFunctions = 'local' | 'anywhere';

/** A reverse proxy on the same machine connects from loopback too: these headers say the request came from further away. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

export function reachesDevFunctions(mode: DevFunctions | undefined, request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  if (mode === 'anywhere') return true;
  if (mode !== 'local') return false;
  return isLoopbackHost(request.socket.remoteAddress ?? '') && FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}
