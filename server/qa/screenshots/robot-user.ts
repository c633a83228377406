import { ROLE_SCOPES, type AttendeeType } from '../../../src/engine';
import type { SessionUser } from '../../db/schema';

/** Robot users' ids: no sign-in makes one (OIDC users have UUIDs, the dev login `dev-…`). */
const ROBOT_ID_PREFIX = 'qa-robot-';

const ROBOT_NAMES = { displayName: 'QA robot', firstName: 'QA', lastName: 'robot' };

/**
 * Who the QA tool's browser is signed in as to see a page as `type`: exactly that attendee type's scopes, so the page
 * looks as it does to such an attendee (no QA link in the header). Reading another environment than the site's is
 * granted to robots by their id (server/http/environment.ts), not by a scope a page could show.
 */
export function robotUser(type: AttendeeType): SessionUser {
  return {
    ...ROBOT_NAMES,
    id: `${ROBOT_ID_PREFIX}${type}`,
    role: type,
    scopes: [...ROLE_SCOPES[type]],
    email: `${ROBOT_ID_PREFIX}${type}@robots.invalid`,
  };
}

/** A robot never gets an attendee account: it looks at pages, it is nobody in the conference. */
export const isQaRobot = (user: { id: string }): boolean => user.id.startsWith(ROBOT_ID_PREFIX);
