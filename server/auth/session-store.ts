import { and, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, type SessionUser } from '../db/schema';
import type { TokenSealer } from './sealed-tokens';

/** What a request needs of a session: who, until when, and when its provider's tokens want renewing. */
export interface SessionView {
  user: SessionUser;
  expiresAt: Date;
  providerExpiresAt: Date | null;
  renewAt: Date | null;
}

/** The provider's side of a session: what renewing and ending it at the provider take. */
export interface ProviderSide {
  issuer: string | null;
  idToken: string | null;
  refreshToken: string | null;
}

/** The provider's answer to a renewal, as the session keeps it. */
export interface RenewedTokens {
  user: SessionUser;
  idToken: string | null;
  refreshToken: string | null;
  providerExpiresAt: Date;
  renewAt: Date | null;
}

type NewSession = typeof authSessions.$inferInsert;

/** The `auth_sessions` table. The provider's tokens are stored sealed and read opened. */
export function createSessionStore(db: Db, sealer: TokenSealer) {
  const seal = (token: string | null | undefined) => (token ? sealer.seal(token) : token);
  const open = (sealed: string | null) => (sealed ? sealer.open(sealed) : null);
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(authSessions).values({ ...session, idToken: seal(session.idToken), refreshToken: seal(session.refreshToken) });
    },
    async find(sid: string, now: Date): Promise<SessionView | null> {
      const [row] = await db
        .select({ user: authSessions.user, expiresAt: authSessions.expiresAt, providerExpiresAt: authSessions.providerExpiresAt, renewAt: authSessions.renewAt })
        .from(authSessions)
        .where(and(eq(authSessions.id, sid), gt(authSessions.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },
    async remove(sid: string): Promise<ProviderSide | null> {
      const [row] = await db
        .delete(authSessions)
        .where(eq(authSessions.id, sid))
        .returning({ issuer: authSessions.issuer, idToken: authSessions.idToken, refreshToken: authSessions.refreshToken });
      return row ? { issuer: row.issuer, idToken: open(row.idToken), refreshToken: open(row.refreshToken) } : null;
    },
    /** Takes the renewal of a due session until `holdUntil`, unless another request or node holds it already. */
    async claimRenewal(sid: string, now: Date, holdUntil: Date): Promise<{ user: SessionUser; refreshToken: string } | null> {
      const [row] = await db
        .update(authSessions)
        .set({ renewingUntil: holdUntil })
        .where(
          and(
            eq(authSessions.id, sid),
            isNotNull(authSessions.refreshToken),
            lte(authSessions.renewAt, now),
            or(isNull(authSessions.renewingUntil), lt(authSessions.renewingUntil, now)),
          ),
        )
        .returning({ user: authSessions.user, refreshToken: authSessions.refreshToken });
      const refreshToken = open(row?.refreshToken ?? null);
      return row && refreshToken ? { user: row.user, refreshToken } : null;
    },
    async saveRenewal(sid: string, renewed: RenewedTokens): Promise<void> {
      const { idToken, refreshToken, ...rest } = renewed;
      // A provider may keep the refresh token (no rotation) or the id token (none issued on refresh).
      await db
        .update(authSessions)
        .set({ ...rest, ...(idToken ? { idToken: seal(idToken) } : {}), ...(refreshToken ? { refreshToken: seal(refreshToken) } : {}), renewingUntil: null })
        .where(eq(authSessions.id, sid));
    },
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
    },
  };
}
