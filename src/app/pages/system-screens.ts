import type { ComponentType } from 'react';
import type { SystemPage } from '../../engine';
import { ErrorPage } from '../error-page/error-page';
import { AuthRedirectScreen } from '../screens/auth-redirect-screen';
import { ForbiddenScreen } from '../screens/forbidden-screen';
import { NotFoundScreen } from '../screens/not-found-screen';
import { SignInScreen } from '../screens/sign-in-screen';
import { SignOutScreen } from '../screens/sign-out-screen';
import { UnauthorizedScreen } from '../screens/unauthorized-screen';
import { SiteEditorPage } from './site-editor-page';
import { FileUploaderPage, GlyphSearchPage, LiveNowTickerEditorPage } from './tools/tool-pages';

/**
 * The built-in screens of the system pages of the route table. Eager on purpose: split into lazy chunks they saved
 * ~2 KB gzip but rolldown's chunk splitting cost ~3 KB more in the first download.
 */
export const SYSTEM_SCREENS: Record<SystemPage, ComponentType> = {
  'sign-in': SignInScreen,
  'sign-out': SignOutScreen,
  forbidden: ForbiddenScreen,
  unauthorized: UnauthorizedScreen,
  notfound: NotFoundScreen,
  error: ErrorPage,
  'auth-redirect': AuthRedirectScreen,
  // Gated here, the editors and tools themselves are lazy chunks (see ToolGate).
  'site-editor': SiteEditorPage,
  'file-uploader': FileUploaderPage,
  'glyph-search': GlyphSearchPage,
  'live-now-ticker-editor': LiveNowTickerEditorPage,
};
