/** Consent to share one's data with exhibitors (spec 1 §6, §7: POST /userconsent), its contracts in `schemas/api/consent/`. */
import type { ConsentRequest } from '../../../schemas/generated/api/consent/request';
import type { ConsentState } from '../../../schemas/generated/api/consent/state';

export type { ConsentRequest, ConsentState };

/** ISO 3166 codes and names of Korea, as a profile's country may hold it ('KR', 'Republic of Korea', '대한민국'). */
const KOREA = /^(kr|kor|kp|prk)$|korea|한국|대한민국|조선/i;

/**
 * Spec 1 §6, spec 2 §5: users in Korea cannot consent to share their data. Both Koreas and every spelling count:
 * refusing a consent that was allowed is the safe side of a privacy rule. An unknown country may consent.
 */
export function mayConsent(country: string | null | undefined): boolean {
  return !KOREA.test(country?.trim() ?? '');
}

/**
 * Whether the user shares their data with `exhibitorName` (with every exhibitor, without one): that exhibitor's own
 * answer, else the global one, else no.
 */
export function sharesWith(state: ConsentState, exhibitorName?: string): boolean {
  const own = state.consents.find((consent) => consent.exhibitorName === exhibitorName);
  const global = state.consents.find((consent) => consent.exhibitorName === undefined);
  return (own ?? global)?.optedIn ?? false;
}
