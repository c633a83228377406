import { lazy, type ComponentType } from 'react';
import type { SystemPage } from '../../engine';
import { ErrorPage } from '../error-page/error-page';
import { AuthRedirectScreen } from '../screens/auth-redirect-screen';
import { ForbiddenScreen } from '../screens/forbidden-screen';
import { NotFoundScreen } from '../screens/not-found-screen';
import { SignInScreen } from '../screens/sign-in-screen';
import { SignOutScreen } from '../screens/sign-out-screen';
import { UnauthorizedScreen } from '../screens/unauthorized-screen';
import { SiteEditorPage } from './site-editor-page';

/**
 * The built-in screens of the system pages of the route table. Eager on purpose: split into lazy chunks they saved
 * ~2 KB gzip but rolldown's chunk splitting cost ~3 KB more in the first download. The editor tools are the exception:
 * each is its own chunk, downloaded only by the editor who opens it (the route table's gates keep others out).
 */
export const SYSTEM_SCREENS: Record<SystemPage, ComponentType> = {
  'sign-in': SignInScreen,
  'sign-out': SignOutScreen,
  forbidden: ForbiddenScreen,
  unauthorized: UnauthorizedScreen,
  notfound: NotFoundScreen,
  error: ErrorPage,
  'auth-redirect': AuthRedirectScreen,
  'site-editor': SiteEditorPage,
  'file-uploader': lazy(() => import('../../editor/tools/file-uploader/file-uploader-screen')),
  'glyph-search': lazy(() => import('../../editor/tools/glyph-search/glyph-search-screen')),
  'live-now-ticker-editor': lazy(() => import('../../editor/tools/live-now/live-now-ticker-screen')),
  'roundtable-nominations': lazy(() => import('../../editor/tools/nominations/nominations-screen')),
  'audit-log': lazy(() => import('../../editor/tools/audit-log/audit-log-screen')),
};

/** The system pages that are editors' tools: drawn by the browser only, never by the server. */
export const EDITOR_TOOLS: ReadonlySet<SystemPage> = new Set<SystemPage>([
  'site-editor',
  'file-uploader',
  'glyph-search',
  'live-now-ticker-editor',
  'roundtable-nominations',
  'audit-log',
]);
