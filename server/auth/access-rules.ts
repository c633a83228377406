import { SCOPES } from '../../src/engine';
import type { RouteAccess } from './access';

/** Access rules shared by several route plugins. */
export const CONTENT_EDITORS: RouteAccess = { anyScope: [SCOPES.contentEditor, SCOPES.siteEditor] };
export const SITE_EDITORS: RouteAccess = { anyScope: [SCOPES.siteEditor] };
/** Schedule buttons and My schedule need the event-tools scope (spec 1 §6); the service checks enableMySchedule. */
export const EVENT_TOOLS: RouteAccess = { anyScope: [SCOPES.eventTools] };
/** The QA screenshot tool and its images (issue 18): site editors, and testers holding the qa scope. */
export const QA_USERS: RouteAccess = { anyScope: [SCOPES.siteEditor, SCOPES.qa] };
