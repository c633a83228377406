import type { CurrentUser } from '../../src/engine';
import { mayConsent, type ConsentRequest, type ConsentState } from '../../src/engine/lazy/consent';
import { forbidden, notFound } from '../http/errors';
import type { ConsentRepository } from './repository';

/** The caller's consents to share their data with exhibitors (spec 1 §6); nobody reads or answers another's. */
export interface ConsentService {
  read(user: CurrentUser): Promise<ConsentState>;
  answer(user: CurrentUser, request: ConsentRequest): Promise<ConsentState>;
}

async function stateOf(repository: ConsentRepository, user: CurrentUser, canConsent: boolean): Promise<ConsentState> {
  const consents = await repository.list(user.id);
  // A consent kept from before the profile's country changed to one that may not consent counts for nothing.
  return { canConsent, consents: canConsent ? consents : consents.map((consent) => ({ ...consent, optedIn: false })) };
}

export function createConsentService(repository: ConsentRepository): ConsentService {
  const canConsent = async (user: CurrentUser) => mayConsent(await repository.countryOf(user.id));
  return {
    async read(user) {
      return stateOf(repository, user, await canConsent(user));
    },

    async answer(user, { exhibitorName, optedIn }) {
      const allowed = await canConsent(user);
      // Withdrawing is always allowed: only a yes is refused.
      if (optedIn && !allowed) throw forbidden('Users in Korea cannot consent to share their data with exhibitors.');
      if (exhibitorName !== undefined && !(await repository.exhibitorExists(exhibitorName))) {
        throw notFound(`Could not find exhibitor "${exhibitorName}"`);
      }
      await repository.answer(user.id, { ...(exhibitorName === undefined ? {} : { exhibitorName }), optedIn });
      return stateOf(repository, user, allowed);
    },
  };
}
