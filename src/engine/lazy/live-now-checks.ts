import { DEFAULT_LOCALE, LOCALES } from '../locales';
import { LIVE_NOW_MAX_ITEMS, LIVE_NOW_MAX_TEXT } from '../live-now';
import type { ValidationIssue } from './validation';

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const isMoment = (value: unknown): value is string => typeof value === 'string' && ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value));
const isLink = (value: string) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value);

function itemProblems(item: unknown, at: string, seen: Set<string>): ValidationIssue[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return [{ path: at, message: 'must be an item { id, text, startsAt, endsAt }' }];
  const { id, text, url, startsAt, endsAt } = item as Record<string, unknown>;
  const problems: ValidationIssue[] = [];
  const add = (field: string, message: string) => problems.push({ path: `${at}/${field}`, message });
  if (typeof id !== 'string' || !ID.test(id)) add('id', 'must be lowercase letters, digits and hyphens');
  else if (seen.has(id)) add('id', `duplicates the item id "${id}"`);
  else seen.add(id);
  if (typeof text !== 'object' || text === null || Array.isArray(text)) add('text', 'must give the text per language');
  else {
    for (const [locale, value] of Object.entries(text)) {
      if (!(LOCALES as readonly string[]).includes(locale)) add(`text/${locale}`, 'is not a served language');
      else if (typeof value !== 'string' || value.length > LIVE_NOW_MAX_TEXT) add(`text/${locale}`, `must be text of at most ${LIVE_NOW_MAX_TEXT} characters`);
    }
    const english = (text as Record<string, unknown>)[DEFAULT_LOCALE];
    if (typeof english !== 'string' || english.trim() === '') add(`text/${DEFAULT_LOCALE}`, 'is required');
  }
  if (url !== undefined && (typeof url !== 'string' || !isLink(url))) add('url', 'must be a site path starting with / or an http(s) address');
  if (!isMoment(startsAt)) add('startsAt', 'must be a date and time with its offset');
  if (!isMoment(endsAt)) add('endsAt', 'must be a date and time with its offset');
  else if (isMoment(startsAt) && Date.parse(endsAt) <= Date.parse(startsAt)) add('endsAt', 'must be after the start');
  return problems;
}

/** The problems of a ticker, with JSON-pointer paths under `path`; empty when it can be saved. */
export function liveNowProblems(items: unknown, path = ''): ValidationIssue[] {
  if (!Array.isArray(items)) return [{ path, message: 'must be a list of items' }];
  if (items.length > LIVE_NOW_MAX_ITEMS) return [{ path, message: `must hold at most ${LIVE_NOW_MAX_ITEMS} items` }];
  const seen = new Set<string>();
  return items.flatMap((item, index) => itemProblems(item, `${path}/${index}`, seen));
}
