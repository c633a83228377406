import { DEFAULT_LOCALE, type Locale } from './locales';
import { ACCESS_DENIED_CODE, localizedPath, splitLocalePath } from './routes';

/** The server route that starts a sign-in at the provider (a full page navigation, `?returnTo=`). */
const SIGN_IN_START_PATH = '/api/v1/auth/login';

/** Spec 2 §2: a failed sign-in lands on /forbidden; errors of the sign-in itself carry code 1404. */
export const SIGN_IN_ERROR_CODE = 1404;

/**
 * Why a sign-in failed, as the `errorMessage` of /forbidden carries it: the key of the text the page shows in the
 * visitor's language. `cancelled` is the provider's `access_denied` (the user declined), code 3403 by the spec.
 */
const SIGN_IN_FAILURES = {
  expired: 'translate.base.sign-in.error.expired',
  cancelled: 'translate.base.sign-in.error.cancelled',
  provider: 'translate.base.sign-in.error.provider',
  unverified: 'translate.base.sign-in.error.unverified-email',
  unavailable: 'translate.base.sign-in.unavailable',
} as const;

export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

const FAILURE_TEXTS: ReadonlySet<string> = new Set(Object.values(SIGN_IN_FAILURES));

/** Whether an `errorMessage` is one of the sign-in's own (a text key), rather than a message to show as it is. */
export const isSignInFailureText = (message: string | null): message is (typeof SIGN_IN_FAILURES)[SignInFailure] => message !== null && FAILURE_TEXTS.has(message);

/** The /forbidden address, in `locale`, that shows an error's code and message. */
export function forbiddenPath(locale: Locale, errorCode: number, errorMessage: string): string {
  return `${localizedPath(locale, '/forbidden')}?${new URLSearchParams({ errorCode: String(errorCode), errorMessage })}`;
}

/** The /forbidden address of a failed sign-in, in `locale`. */
export function signInFailurePath(locale: Locale, failure: SignInFailure): string {
  const errorCode = failure === 'cancelled' ? ACCESS_DENIED_CODE : SIGN_IN_ERROR_CODE;
  return forbiddenPath(locale, errorCode, SIGN_IN_FAILURES[failure]);
}

/** The start route's address for a return location (a path of this site, with its language prefix). */
export const signInStartUrl = (returnTo: string): string => `${SIGN_IN_START_PATH}?${new URLSearchParams({ returnTo })}`;

/** The language a return location is in, for the provider's pages and the error page. */
export const localeOfPath = (path: string): Locale => splitLocalePath(path.split(/[?#]/)[0] ?? '/').locale ?? DEFAULT_LOCALE;

/** The redirect URI's path (`{PUBLIC_URL}/api/v1/auth/callback`), as registered at the provider. */
export const SIGN_IN_CALLBACK_PATH = '/api/v1/auth/callback';
