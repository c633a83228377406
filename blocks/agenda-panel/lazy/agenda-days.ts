import type { AgendaItem } from '../props.gen';

/** Items that share one time cell: a group (groupId), items at the same times (groupByDateTime), or a single item. */
export interface AgendaRowGroup {
  key: string;
  items: AgendaItem[];
}

/** One day of the agenda (`YYYY-MM-DD` on the conference's clocks), or the whole agenda (`day` null) when not split. */
export interface AgendaDay {
  day: string | null;
  groups: AgendaRowGroup[];
}

export interface AgendaLayout {
  /** IANA zone whose calendar days the tabs follow. */
  timeZone: string;
  /** One day per tab. */
  grouped: boolean;
  groupByDateTime: boolean;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant on the zone's clocks, as `YYYY-MM-DD`. */
export function calendarDayIn(instant: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const startOf = (item: AgendaItem) => Date.parse(item.dateTimeIsoStampStart);

function groupKey(item: AgendaItem, index: number, byDateTime: boolean): string {
  if (item.groupId) return `group:${item.groupId}`;
  if (byDateTime) return `time:${startOf(item)}|${item.dateTimeIsoStampEnd ? Date.parse(item.dateTimeIsoStampEnd) : ''}`;
  return `item:${index}`;
}

function rowGroups(items: readonly AgendaItem[], byDateTime: boolean): AgendaRowGroup[] {
  const groups = new Map<string, AgendaRowGroup>();
  items.forEach((item, index) => {
    const key = groupKey(item, index, byDateTime);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, items: [item] });
  });
  return [...groups.values()];
}

/**
 * The agenda as it is drawn: items in order of their start (the editors' order among equal starts; an item whose
 * start is not a date is left out), split into the conference's days when `grouped`, each day in time cells.
 */
export function agendaDays(items: readonly AgendaItem[], { timeZone, grouped, groupByDateTime }: AgendaLayout): AgendaDay[] {
  const timed = items.filter((item) => !Number.isNaN(startOf(item))).sort((a, b) => startOf(a) - startOf(b));
  if (!grouped) return timed.length > 0 ? [{ day: null, groups: rowGroups(timed, groupByDateTime) }] : [];
  const byDay = new Map<string, AgendaItem[]>();
  for (const item of timed) {
    const day = calendarDayIn(startOf(item), timeZone);
    const dayItems = byDay.get(day);
    if (dayItems) dayItems.push(item);
    else byDay.set(day, [item]);
  }
  return [...byDay].map(([day, dayItems]) => ({ day, groups: rowGroups(dayItems, groupByDateTime) }));
}

/** The tab that opens first: today's when asked and present, else `startingIndex` (kept within the tabs). */
export function initialDayIndex(days: readonly AgendaDay[], { today, matchToday, startingIndex }: { today: string; matchToday: boolean; startingIndex: number }): number {
  const todays = matchToday ? days.findIndex((day) => day.day === today) : -1;
  if (todays >= 0) return todays;
  return Math.max(0, Math.min(startingIndex, days.length - 1));
}
