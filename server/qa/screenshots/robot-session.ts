import type { QaAttendeeType } from '../../../src/engine/lazy/qa';
import { AUTH_COOKIE } from '../../auth/access';
import type { SessionService } from '../../auth/sessions';
import { robotUser } from './robot-user';

/** Long enough for one capture (navigation and settling are bounded well below it); a crash leaves nothing lasting. */
const ROBOT_SESSION_SECONDS = 10 * 60;

/** The auth cookie a capture's browser context carries. */
export interface RobotCookie {
  name: string;
  value: string;
}

export interface RobotSessions {
  /** A new session for a robot of `type`, or null for a signed-out visitor (who sees only the site's environment). */
  signIn(type: QaAttendeeType): Promise<RobotCookie | null>;
  /** Ends the session a cookie of `signIn` holds. */
  signOut(cookie: RobotCookie): Promise<void>;
}

/** Real sessions of the app's session service for the QA robots: one per capture, ended after it. */
export function robotSignIn({ sessions }: { sessions: SessionService }): RobotSessions {
  return {
    async signIn(type) {
      if (type === 'anonymous') return null;
      const { token } = await sessions.start({ user: robotUser(type), lifetimeSeconds: ROBOT_SESSION_SECONDS });
      return { name: AUTH_COOKIE, value: token };
    },
    async signOut(cookie) {
      await sessions.end(cookie.value);
    },
  };
}
