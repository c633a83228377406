import { lazy, type ComponentType } from 'react';
import type { SystemPage } from '../../engine';
import { ErrorPage } from '../error-page/error-page';
import { NotFoundScreen } from '../screens/not-found-screen';
import { UnauthorizedScreen } from '../screens/unauthorized-screen';

/**
 * The built-in screens of the system pages of the route table. The screens a visitor meets on an ordinary page (not
 * found, unauthorized, the error page) come with the first download; the others are lazy chunks, fetched by those who
 * open them: a server-drawn one keeps its HTML until its code arrives. The editor tools are downloaded only by the
 * editors the route table's gates let through.
 */
export const SYSTEM_SCREENS: Record<SystemPage, ComponentType> = {
  'sign-in': lazy(() => import('../screens/lazy/sign-in-screen')),
  'sign-out': lazy(() => import('../screens/lazy/sign-out-screen')),
  forbidden: lazy(() => import('../screens/lazy/forbidden-screen')),
  unauthorized: UnauthorizedScreen,
  notfound: NotFoundScreen,
  error: ErrorPage,
  'auth-redirect': lazy(() => import('../screens/lazy/auth-redirect-screen')),
  'site-editor': lazy(() => import('./lazy/site-editor-page')),
  'file-uploader': lazy(() => import('../../editor/tools/file-uploader/file-uploader-screen')),
  'glyph-search': lazy(() => import('../../editor/tools/glyph-search/glyph-search-screen')),
  'live-now-ticker-editor': lazy(() => import('../../editor/tools/live-now/live-now-ticker-screen')),
  'roundtable-nominations': lazy(() => import('../../editor/tools/nominations/nominations-screen')),
  'audit-log': lazy(() => import('../../editor/tools/audit-log/audit-log-screen')),
  'evaluation-forms': lazy(() => import('../../editor/tools/evaluation-forms/evaluation-forms-screen')),
  'evaluation-results': lazy(() => import('../../editor/tools/evaluation-results/evaluation-results-screen')),
};

/** The system pages that are editors' tools: drawn by the browser only, never by the server. */
export const EDITOR_TOOLS: ReadonlySet<SystemPage> = new Set<SystemPage>([
  'site-editor',
  'file-uploader',
  'glyph-search',
  'live-now-ticker-editor',
  'roundtable-nominations',
  'audit-log',
  'evaluation-forms',
  'evaluation-results',
]);
