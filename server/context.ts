import type { Environment } from '../src/engine';
import type { AttendeeTypeService } from './attendee-types/service';
import type { DevFunctions } from './auth/dev-access';
import type { SessionService } from './auth/sessions';
import type { TokenService } from './auth/tokens';
import type { CatalogueService } from './catalogue/service';
import type { ContentService } from './content/service';
import type { Db } from './db/client';
import type { HistoryRecorder } from './history/recorder';
import type { LiveBus } from './live/bus';
import type { SettingsService } from './settings/service';
import type { SiteEditorService } from './siteeditor/service';
import type { TranslationEditor } from './translations/editor';
import type { TranslationService } from './translations/service';

/** What route plugins share: the site's environment and the domain services. */
export interface AppContext {
  siteEnv: Environment;
  production: boolean;
  /** Who reaches the dev sign-in on this server (see AppOptions.devFunctions); nobody when undefined. */
  devFunctions: DevFunctions | undefined;
  tokens: TokenService;
  /** Who is signed in: server-side sessions behind the auth cookie. */
  sessions: SessionService;
  settings: SettingsService;
  content: ContentService;
  translations: TranslationService;
  translationEditor: TranslationEditor;
  siteEditor: SiteEditorService;
  /** Site editors viewing the site as another attendee type. */
  attendeeTypes: AttendeeTypeService;
  /** What editors changed, for the open pages of every node. */
  live: LiveBus;
  /** Where every change of content, settings and translations is recorded, in the change's transaction. */
  history: HistoryRecorder;
}

/** What the plugins of an attendee's personal data need: their database, the catalogue, the settings and the live bus. */
export interface PersonalRouteOptions {
  db: Db;
  catalogue: CatalogueService;
  settings: SettingsService;
  live: LiveBus;
  siteEnv: Environment;
}
