import { LOCALES, type LiveNowItem, type Locale, type ValidationIssue } from '../../../engine';
import { fromZonedInputValue, toZonedInputValue } from '../../../engine/lazy/testing-time';

/** One ticker line as the form holds it: wall-clock times of the event's time zone, empty strings for blanks. */
export interface DraftItem {
  /** Stable while the line is edited, even when its id changes. */
  key: number;
  id: string;
  text: Record<Locale, string>;
  url: string;
  startsAt: string;
  endsAt: string;
}

// Keys only tell lines apart inside one page visit.
let lastKey = 0;
const nextKey = () => (lastKey += 1);

const emptyTexts = (): Record<Locale, string> => Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as Record<Locale, string>;

export function toDraft(item: LiveNowItem, timeZone: string): DraftItem {
  return {
    key: nextKey(),
    id: item.id,
    text: { ...emptyTexts(), ...item.text },
    url: item.url ?? '',
    startsAt: toZonedInputValue(new Date(item.startsAt), timeZone),
    endsAt: toZonedInputValue(new Date(item.endsAt), timeZone),
  };
}

/** A new line starting at the next half hour, for an hour, with an id not used yet. */
export function newDraft(taken: readonly string[], now: Date, timeZone: string): DraftItem {
  let counter = taken.length + 1;
  while (taken.includes(`item-${counter}`)) counter += 1;
  const start = new Date(Math.ceil(now.getTime() / 1_800_000) * 1_800_000);
  return {
    key: nextKey(),
    id: `item-${counter}`,
    text: emptyTexts(),
    url: '',
    startsAt: toZonedInputValue(start, timeZone),
    endsAt: toZonedInputValue(new Date(start.getTime() + 3_600_000), timeZone),
  };
}

/** The item to save; a time that cannot be read is kept as typed, so the check names that field. */
export function fromDraft(draft: DraftItem, timeZone: string): LiveNowItem {
  const moment = (value: string) => fromZonedInputValue(value, timeZone)?.toISOString() ?? value;
  const text = Object.fromEntries(LOCALES.flatMap((locale) => (draft.text[locale].trim() ? [[locale, draft.text[locale].trim()]] : [])));
  return {
    id: draft.id.trim(),
    text: text as LiveNowItem['text'],
    ...(draft.url.trim() ? { url: draft.url.trim() } : {}),
    startsAt: moment(draft.startsAt),
    endsAt: moment(draft.endsAt),
  };
}

/** Problems by line and field (`text/de-de`, `endsAt`…), from paths like `/body/items/2/endsAt` or `/2/endsAt`. */
export function problemsByLine(issues: readonly ValidationIssue[]): Map<number, Map<string, string>> {
  const byLine = new Map<number, Map<string, string>>();
  for (const { path, message } of issues) {
    const match = /(?:^|\/)(\d+)\/(.+)$/.exec(path.replace(/^\/body\/items/, ''));
    if (!match) continue;
    const line = Number(match[1]);
    const fields = byLine.get(line) ?? new Map<string, string>();
    if (!fields.has(match[2] ?? '')) fields.set(match[2] ?? '', message);
    byLine.set(line, fields);
  }
  return byLine;
}
