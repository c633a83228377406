import type { SignInFailure } from '../../src/engine';

/** Who the provider says signed in: its issuer, the user's subject there, and the standard claims it released. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email?: string | undefined;
  /** The provider's word that the address is its user's (`email_verified`): only then may it find a registered attendee. */
  emailVerified: boolean;
  name?: string | undefined;
  givenName?: string | undefined;
  familyName?: string | undefined;
  /** URL of the user's picture at the provider. */
  picture?: string | undefined;
}

/**
 * The site's accounts as sign-in sees them. `onSignIn` runs on every completed sign-in at the provider (first or
 * not) and names the site's user id for that identity; the session, favorites and everything personal hang off it.
 */
export interface Accounts {
  /** The user id, or why this identity may not sign in (the callback lands on /forbidden with that reason). */
  onSignIn(identity: ProviderIdentity): Promise<{ userId: string } | { refused: SignInFailure }>;
}
