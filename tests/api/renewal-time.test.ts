import { describe, expect, it } from 'vitest';
import { renewalTime } from '../../server/auth/oidc/client';

/** Spec 2 §9: a session is renewed 150 s before the provider's tokens expire. */
const MARGIN_MS = 150_000;
const NOW = Date.parse('2027-03-09T09:00:00Z');

describe('when a session is renewed with the provider', () => {
  it('renews a long-lived token exactly 150 s before it expires', () => {
    for (const lifeMs of [3_600_000, 600_000, 2 * MARGIN_MS + 1]) {
      const expiresAt = NOW + lifeMs;
      expect(renewalTime(expiresAt, NOW).getTime(), `${lifeMs} ms`).toBe(expiresAt - MARGIN_MS);
    }
  });

  it('renews a token that lives less than twice the margin halfway through its life, not on every request', () => {
    for (const lifeMs of [4_000, 60_000, 2 * MARGIN_MS - 2]) {
      const expiresAt = NOW + lifeMs;
      expect(renewalTime(expiresAt, NOW).getTime(), `${lifeMs} ms`).toBe(NOW + lifeMs / 2);
    }
  });

  it('renews at the same moment from either rule when the token lives exactly twice the margin', () => {
    expect(renewalTime(NOW + 2 * MARGIN_MS, NOW).getTime()).toBe(NOW + MARGIN_MS);
  });
});
