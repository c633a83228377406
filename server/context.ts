import type { Environment } from '../src/engine';
import type { TokenService } from './auth/tokens';
import type { ContentService } from './content/service';
import type { SettingsService } from './settings/service';
import type { TranslationService } from './translations/service';

/** What route plugins share: the site's environment and the domain services. */
export interface AppContext {
  siteEnv: Environment;
  production: boolean;
  tokens: TokenService;
  settings: SettingsService;
  content: ContentService;
  translations: TranslationService;
}
