import type { QaRunRequest } from '../../../src/api/lazy/qa';
import type { Environment, Locale } from '../../../src/engine';
import { QA_MAX_COMBINATIONS, QA_MAX_PAGES, type QaAttendeeType, type QaBreakpoint } from '../../../src/engine/lazy/qa';

/** What the planner's form holds; `request()` turns it into the API's QaRunRequest. */
export interface RunPlan {
  pages: string[];
  /** Further pages typed in, one path (or own-origin URL) per line. */
  otherPages: string;
  phases: string[];
  attendeeTypes: QaAttendeeType[];
  breakpoints: QaBreakpoint[];
  env: Environment;
  compareEnv: Environment | '';
  language: Locale;
  threshold: string;
  detectAntiAliasing: boolean;
  /** Content ids, separated by commas, spaces or lines. */
  dynamicBlocks: string;
}

/** The request fields a message can belong to (the server's paths name them too). */
export const PLAN_FIELDS = ['pages', 'phases', 'attendeeTypes', 'breakpoints', 'env', 'compareEnv', 'language', 'threshold', 'includeAA', 'dynamicBlocks'] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];

// The API's limits (schemas/api/qa/run-request.json).
const MAX_DYNAMIC_BLOCKS = 50;

const splitList = (text: string, separator: RegExp) => text.split(separator).map((entry) => entry.trim()).filter(Boolean);

export function planPages(plan: RunPlan): string[] {
  return [...new Set([...plan.pages, ...splitList(plan.otherPages, /\n/)])];
}

export const combinationCount = (plan: RunPlan): number =>
  planPages(plan).length * plan.breakpoints.length * plan.phases.length * plan.attendeeTypes.length;

/** A page the tool may open: a path of this site, or a full URL of its own origin. */
function isOwnPage(page: string, origin: string): boolean {
  if (page.startsWith('/')) return !page.startsWith('//');
  try {
    return new URL(page).origin === origin;
  } catch {
    return false;
  }
}

/** Translation keys (with values) of what is wrong before anything is sent, by field. */
export function planProblems(plan: RunPlan, origin: string): Partial<Record<PlanField, { key: string; values?: Record<string, unknown> }>> {
  const problems: Partial<Record<PlanField, { key: string; values?: Record<string, unknown> }>> = {};
  const pages = planPages(plan);
  const foreign = pages.find((page) => !isOwnPage(page, origin));
  if (pages.length === 0) problems.pages = { key: 'pages-missing' };
  else if (foreign) problems.pages = { key: 'page-foreign', values: { page: foreign } };
  else if (pages.length > QA_MAX_PAGES) problems.pages = { key: 'pages-too-many', values: { max: QA_MAX_PAGES } };
  if (plan.phases.length === 0) problems.phases = { key: 'phases-missing' };
  if (plan.attendeeTypes.length === 0) problems.attendeeTypes = { key: 'attendee-types-missing' };
  if (plan.breakpoints.length === 0) problems.breakpoints = { key: 'breakpoints-missing' };
  if (plan.compareEnv === plan.env) problems.compareEnv = { key: 'compare-same' };
  const threshold = Number(plan.threshold);
  if (plan.threshold.trim() === '' || !Number.isFinite(threshold) || threshold < 0 || threshold > 100) problems.threshold = { key: 'threshold-range' };
  if (splitList(plan.dynamicBlocks, /[\s,]+/).length > MAX_DYNAMIC_BLOCKS) problems.dynamicBlocks = { key: 'dynamic-too-many', values: { max: MAX_DYNAMIC_BLOCKS } };
  return problems;
}

/** Whether the run is small enough for the server (at most 200 combinations). */
export const tooManyCombinations = (plan: RunPlan): boolean => combinationCount(plan) > QA_MAX_COMBINATIONS;

export function runRequest(plan: RunPlan): QaRunRequest {
  const dynamicBlocks = splitList(plan.dynamicBlocks, /[\s,]+/);
  return {
    pages: planPages(plan),
    breakpoints: plan.breakpoints,
    phases: plan.phases,
    attendeeTypes: plan.attendeeTypes,
    env: plan.env,
    ...(plan.compareEnv ? { compareEnv: plan.compareEnv } : {}),
    language: plan.language,
    threshold: Number(plan.threshold),
    includeAA: !plan.detectAntiAliasing,
    ...(dynamicBlocks.length > 0 ? { dynamicBlocks } : {}),
  };
}
