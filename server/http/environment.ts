import { isContentEditor, SCOPES, type CurrentUser, type Environment } from '../../src/engine';
import { forbidden } from './errors';

/** Content editors, and QA testers who compare environments (issue 18): both only read them here. */
const mayReadOtherEnvironments = (scopes: readonly string[]) => isContentEditor(scopes) || scopes.includes(SCOPES.qa);

/** The environment a read serves: the site's own, or another one when a content editor or a QA tester asks for it. */
export function readableEnvironment(requested: Environment | undefined, user: CurrentUser | null, siteEnv: Environment): Environment {
  if (requested === undefined || requested === siteEnv) return siteEnv;
  if (!user || !mayReadOtherEnvironments(user.scopes)) throw forbidden('Only content editors and QA testers may read another environment');
  return requested;
}
