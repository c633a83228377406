import { isContentEditor, SCOPES, type CurrentUser, type Environment } from '../../src/engine';
import { isQaRobot } from '../qa/screenshots/robot-user';
import { forbidden } from './errors';

/** Content editors, QA testers who compare environments and the QA tool's browser (issue 18): all only read them here. */
const mayReadOtherEnvironments = (user: CurrentUser) => isContentEditor(user.scopes) || user.scopes.includes(SCOPES.qa) || isQaRobot(user);

/** The environment a read serves: the site's own, or another one when a content editor or a QA tester asks for it. */
export function readableEnvironment(requested: Environment | undefined, user: CurrentUser | null, siteEnv: Environment): Environment {
  if (requested === undefined || requested === siteEnv) return siteEnv;
  if (!user || !mayReadOtherEnvironments(user)) throw forbidden('Only content editors and QA testers may read another environment');
  return requested;
}
