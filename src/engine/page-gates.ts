import { isContentEditor, SCOPES } from './scopes';

/**
 * Who may open a page of the route table that is not for everyone. Every such page needs an authenticated visitor; on
 * top of that any one of `anyScope` (none listed: signed in is enough) and every flag of `features` switched on.
 */
export interface GatedPage {
  /** The route table's page id: the router finds the rule by it, the content API by the page it is asked for. */
  page: string;
  anyScope?: readonly string[];
  features?: readonly string[];
}

/**
 * What a gated page is for one visitor, and so what the router shows and GET /content/{page} answers:
 * open (200), `sign-in` (401, the sign-in offer), `forbidden` (403, /forbidden with code 3403), `not-found` (404).
 */
export type PageGate = 'open' | 'sign-in' | 'forbidden' | 'not-found';

export interface PageGateViewer {
  /** Empty for anonymous visitors and expired tokens. */
  scopes: readonly string[];
  features: Readonly<Record<string, boolean>>;
}

const MEETINGS: Omit<GatedPage, 'page'> = { anyScope: [SCOPES.meetings], features: ['showMeetings'] };
// The evaluation pages as a whole; anonymous surveys live in blocks of open pages (gated components).
const EVALUATIONS: Omit<GatedPage, 'page'> = { features: ['showEvaluations'] };
const CONTENT_EDITORS: Omit<GatedPage, 'page'> = { anyScope: [SCOPES.contentEditor, SCOPES.siteEditor] };
const SITE_EDITORS: Omit<GatedPage, 'page'> = { anyScope: [SCOPES.siteEditor] };

/**
 * Every gated page of the route table (spec 1 §6, spec 2 §2): personal pages and editor tools. A page not listed is
 * open to all. A new personal route is a row here next to its row in ROUTES.
 */
export const GATED_PAGES: readonly GatedPage[] = [
  // Filling a schedule takes the tools scope (spec 1 §6: schedule buttons need event-tools).
  { page: 'schedule', anyScope: [SCOPES.eventTools], features: ['enableMySchedule'] },
  { page: 'favorites', features: ['allowLogOn', 'enableFavorites'] },
  { page: 'evaluations', ...EVALUATIONS },
  { page: 'evaluation-conference', ...EVALUATIONS },
  { page: 'evaluation-detail', ...EVALUATIONS },
  { page: 'profile', features: ['enableProfile'] },
  { page: 'inbox', anyScope: [SCOPES.eventTools], features: ['showMessaging'] },
  { page: 'meetings', ...MEETINGS },
  { page: 'meeting-new', ...MEETINGS },
  { page: 'meeting-edit', ...MEETINGS },
  { page: 'meeting-detail', ...MEETINGS },
  // Spec 2 §2: one's own appointment is for any signed-in visitor (the API answers 404 to anyone but its owner).
  { page: 'appointment-detail' },
  { page: 'appointment-edit', ...MEETINGS },
  { page: 'appointment-new', anyScope: [SCOPES.meetings], features: ['enableAppointmentCreation'] },
  { page: 'site-editor', ...SITE_EDITORS },
  // Uploads are the site editors' call (spec 2 §7 PUT /siteeditor/file).
  { page: 'file-uploader', ...SITE_EDITORS },
  { page: 'glyph-search', ...CONTENT_EDITORS },
  { page: 'live-now-ticker-editor', ...CONTENT_EDITORS },
  // Nominations are attendees' personal data (spec 1 §4): site editors decide them (GET/POST /siteeditor/nominations).
  { page: 'roundtable-nominations', ...SITE_EDITORS },
  // Who changed what across the site is the site editors' to read (issue 17: audit log).
  { page: 'audit-log', ...SITE_EDITORS },
  // The evaluation forms are the site's, as the answers given to them (issue 20): site editors publish them.
  { page: 'evaluation-forms', ...SITE_EDITORS },
  // The organisers' results of the evaluations (issue 20): answers added up, never who gave them; site editors only.
  { page: 'evaluation-results', ...SITE_EDITORS },
  // Comparing the site with its designs (issue 18): site editors, and testers holding the qa scope.
  { page: 'qa', anyScope: [SCOPES.siteEditor, SCOPES.qa] },
];

const RULES: ReadonlyMap<string, GatedPage> = new Map(GATED_PAGES.map((rule) => [rule.page, rule]));

/**
 * The gate of `page` for `viewer`. A switched-off page does not exist, even for a visitor who could sign in; content
 * editors still open it, as they do stored pages behind a flag (they prepare pages before the flag goes on). Scopes
 * are never waived.
 */
export function pageGate(page: string, viewer: PageGateViewer): PageGate {
  const rule = RULES.get(page);
  if (!rule) return 'open';
  const flagOff = (rule.features ?? []).some((flag) => viewer.features[flag] !== true);
  if (flagOff && !isContentEditor(viewer.scopes)) return 'not-found';
  if (viewer.scopes.length === 0) return 'sign-in';
  const anyScope = rule.anyScope ?? [];
  return anyScope.length === 0 || anyScope.some((scope) => viewer.scopes.includes(scope)) ? 'open' : 'forbidden';
}
