import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInAttempts } from '../../db/schema';

/** Longer than anyone takes at a provider's sign-in page; an older attempt's callback is refused. */
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60_000;

/** What the callback needs of the attempt it completes. */
export interface SignInAttempt {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Sign-ins under way (`sign_in_attempts`): stored by state, taken at most once, only by the browser that started them. */
export function createSignInAttempts(db: Db) {
  return {
    async save(state: string, browser: string, attempt: SignInAttempt): Promise<void> {
      await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, new Date(Date.now() - SIGN_IN_ATTEMPT_TTL_MS)));
      await db.insert(signInAttempts).values({ stateHash: hash(state), browserHash: hash(browser), ...attempt });
    },
    /** The attempt of `state`, gone from the store whoever asks: a state is good for one callback. */
    async take(state: string, browser: string | undefined): Promise<SignInAttempt | null> {
      const [row] = await db
        .delete(signInAttempts)
        .where(and(eq(signInAttempts.stateHash, hash(state)), gt(signInAttempts.createdAt, new Date(Date.now() - SIGN_IN_ATTEMPT_TTL_MS))))
        .returning();
      if (!row || browser === undefined || row.browserHash !== hash(browser)) return null;
      return { codeVerifier: row.codeVerifier, nonce: row.nonce, returnTo: row.returnTo };
    },
  };
}

export type SignInAttempts = ReturnType<typeof createSignInAttempts>;
