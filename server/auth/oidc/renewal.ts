import type { Renewer } from '../sessions';
import type { OidcClient } from './client';
import { withRenewedRole } from './identity';

/** Renews sessions of `client`'s provider: new tokens, and the role the new id token names, if it names one. */
export const renewerOf =
  (client: OidcClient): Renewer =>
  async ({ user, refreshToken }) => {
    const renewed = await client.refresh(refreshToken);
    return {
      user: withRenewedRole(user, renewed.claims, client.roleClaim),
      idToken: renewed.idToken,
      refreshToken: renewed.refreshToken,
      providerExpiresAt: renewed.expiresAt,
      renewAt: renewed.renewAt,
    };
  };
