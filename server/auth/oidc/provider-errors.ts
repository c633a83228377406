import type { SignInFailure } from '../../../src/engine';

/** Azure AD B2C's "forgot your password?" answer (spec 2 §2: code AADB90118), with or without its "2C". */
const FORGOTTEN_PASSWORD = /AADB(2C)?90118/;

/**
 * Where a provider's error answer at the callback leads: the user declined (`access_denied`) or the provider failed;
 * a forgotten password signs out (spec 2 §2), so the next sign-in starts afresh.
 */
export function providerErrorOutcome(error: string, description: string | undefined): SignInFailure | 'sign-out' {
  if (FORGOTTEN_PASSWORD.test(description ?? '')) return 'sign-out';
  return error === 'access_denied' ? 'cancelled' : 'provider';
}
