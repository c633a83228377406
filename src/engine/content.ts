/**
 * The content model: a page is, per (environment, page, phase), an ordered flat list of block instances.
 * Nesting is expressed by `parentId` (the parent's `contentId`); order among siblings is list order.
 */

export const ENVIRONMENTS = ['cont', 'uat', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/** Who may see a block (or any other gated item). Every field is optional; a string field may hold one value or a list. */
export interface Permissions {
  /** Hidden from anyone holding (any of) these scopes. */
  blockedScope?: string | string[];
  /** Shown only to someone holding all of these scopes. */
  requireScope?: string | string[];
  /** Shown only when all of these feature flags are on. */
  requiresFeature?: string | string[];
  /** Shown only while the current phase is one of these. */
  requiresPhaseId?: string | string[];
}

/** One block on a page. `props` holds both the block's own props and the common wrapper settings. */
export interface BlockInstance<P = Record<string, unknown>> {
  /** Registered block type name, e.g. `hero-blade`. */
  component: string;
  /** Unique id of the block on its page; lowercase; used as anchor, parent reference and editor handle. */
  contentId: string;
  /** Stable React key (usually equal to contentId). */
  key: string;
  parentId?: string;
  props: P;
  originalHash?: string;
  permissions?: Permissions;
  _editorName?: string;
  _editedTimestamp?: string;
  _revision?: number;
  /**
   * A placeholder for a block only site editors may open (or one nested in it): what a content editor receives in
   * its place, with the block's place in the page and without its props. Never stored.
   */
  restricted?: true;
}

/** The stored document for one (environment, page, phase), as `schemas/api/content/content-document.json` describes it. */
export type { ContentDocument } from '../../schemas/generated/api/content/content-document';
/** What `GET /api/v1/content/{page}` answers. */
export type { ResolvedPage } from '../../schemas/generated/api/content/resolved-page';
