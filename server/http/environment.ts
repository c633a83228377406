import { isContentEditor, type CurrentUser, type Environment } from '../../src/engine';
import { forbidden } from './errors';

/** The environment a read serves: the site's own, or another one when a content editor asks for it. */
export function readableEnvironment(requested: Environment | undefined, user: CurrentUser | null, siteEnv: Environment): Environment {
  if (requested === undefined || requested === siteEnv) return siteEnv;
  if (!user || !isContentEditor(user.scopes)) throw forbidden('Only content editors may read another environment');
  return requested;
}
