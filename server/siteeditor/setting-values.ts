import { LIVE_NOW_SETTING, type SettingType } from '../../src/engine';
import { ALLOWED_ORIGIN_SETTINGS, isOriginPattern } from '../../src/engine/lazy/allowed-origins';
import { liveNowProblems } from '../../src/engine/lazy/live-now-checks';
import type { ValidationIssue } from '../../src/engine/lazy/validation';

// A calendar date, optionally with a time and an offset: what the editors' date fields and the phase starts hold.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

type Check = (value: unknown, path: string) => ValidationIssue[];

const issue = (path: string, message: string): ValidationIssue[] => [{ path, message }];
const simple = (test: (value: unknown) => boolean, message: string): Check => (value, path) => (test(value) ? [] : issue(path, message));

function checkPhases(value: unknown, path: string): ValidationIssue[] {
  if (!Array.isArray(value)) return issue(path, 'must be a list of phases');
  const seen = new Set<string>();
  return value.flatMap((phase: unknown, index): ValidationIssue[] => {
    const at = `${path}/${index}`;
    if (typeof phase !== 'object' || phase === null || Array.isArray(phase)) return issue(at, 'must be a phase { id, label, start }');
    const { id, label, start } = phase as Record<string, unknown>;
    const problems: ValidationIssue[] = [];
    if (typeof id !== 'string' || id.trim() === '') problems.push(...issue(`${at}/id`, 'must be a non-empty string'));
    else if (seen.has(id)) problems.push(...issue(`${at}/id`, `duplicates the phase id "${id}"`));
    else seen.add(id);
    if (typeof label !== 'string') problems.push(...issue(`${at}/label`, 'must be a string'));
    if (!isIsoDate(start)) problems.push(...issue(`${at}/start`, 'must be an ISO date'));
    return problems;
  });
}

const CHECKS: Record<SettingType, Check> = {
  flag: simple((value) => typeof value === 'boolean', 'must be true or false'),
  number: simple((value) => typeof value === 'number' && Number.isFinite(value), 'must be a number'),
  string: simple((value) => typeof value === 'string', 'must be a string'),
  date: simple((value) => value === null || isIsoDate(value), 'must be an ISO date or null'),
  json: simple((value) => value !== undefined, 'must be a JSON value'),
  phases: checkPhases,
};

function checkOriginList(value: unknown, path: string): ValidationIssue[] {
  if (!Array.isArray(value)) return issue(path, 'must be a list of origins');
  return value.flatMap((origin: unknown, index) =>
    isOriginPattern(origin) ? [] : issue(`${path}/${index}`, 'must be an origin: https://host or https://*.host (lower case, no path), or http://localhost'),
  );
}

/** JSON settings with a shape of their own, checked the same way here as by their own routes. */
const NAMED_CHECKS: Record<string, Check> = {
  [LIVE_NOW_SETTING]: liveNowProblems,
  [ALLOWED_ORIGIN_SETTINGS.script]: checkOriginList,
  [ALLOWED_ORIGIN_SETTINGS.frame]: checkOriginList,
};

/** The problems of a new value for the setting, with paths under `path`; empty when it is valid. */
export const checkSettingValue = (setting: { name: string; type: SettingType }, value: unknown, path: string): ValidationIssue[] =>
  (NAMED_CHECKS[setting.name] ?? CHECKS[setting.type])(value, path);
