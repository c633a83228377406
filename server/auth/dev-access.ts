import type { FastifyRequest } from 'fastify';
import type { Environment } from '../../src/engine';
import { notFound } from '../http/errors';
import { isLoopbackHost } from '../http/loopback';
import { DEV_FUNCTIONS_FLAG, type SettingsService } from '../settings/service';

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

/** What the gate reads: who reaches the dev functions, and the settings their flag is one of. */
export interface DevFunctionsGate {
  devFunctions: DevFunctions;
  settings: SettingsService;
  siteEnv: Environment;
}

/**
 * The gate of the dev login and of the local provider: open to a request that reaches the dev functions while the
 * site's `enableDevFunctions` flag is on (a site editor switching it off closes both); to any other, an unknown route.
 */
export async function guardDevFunctions(request: FastifyRequest, { devFunctions, settings, siteEnv }: DevFunctionsGate): Promise<void> {
  const open = reachesDevFunctions(devFunctions, request) && (await settings.snapshot(siteEnv)).features[DEV_FUNCTIONS_FLAG] === true;
  if (!open) throw notFound(`Route ${request.method}:${request.url} not found`);
}
