import { ROLE_SCOPES, SCOPES } from '../../../src/engine';
import type { QaAttendeeType } from '../../../src/engine/lazy/qa';
import type { SessionUser } from '../../db/schema';

/** Robot users' ids: no sign-in makes one (OIDC users have UUIDs, the dev login `dev-…`). */
const ROBOT_ID_PREFIX = 'qa-robot-';

const ROBOT_NAMES = { displayName: 'QA robot', firstName: 'QA', lastName: 'robot' };

/**
 * Who the QA tool's browser is signed in as to see a page as `type`: that attendee type's scopes, plus `qa` so it may
 * read another environment than the site's. `anonymous` is a signed-out visitor who may read another environment:
 * `qa` alone, which neither signs in (no session-catalog scope) nor unlocks any block.
 */
export function robotUser(type: QaAttendeeType): SessionUser {
  const scopes = type === 'anonymous' ? [SCOPES.qa] : [...ROLE_SCOPES[type], SCOPES.qa];
  return {
    ...ROBOT_NAMES,
    id: `${ROBOT_ID_PREFIX}${type}`,
    role: type === 'anonymous' ? 'custom' : type,
    scopes,
    email: `${ROBOT_ID_PREFIX}${type}@robots.invalid`,
  };
}

/** A robot never gets an attendee account: it looks at pages, it is nobody in the conference. */
export const isQaRobot = (user: { id: string }): boolean => user.id.startsWith(ROBOT_ID_PREFIX);
