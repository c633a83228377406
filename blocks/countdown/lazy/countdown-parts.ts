/** The units a countdown can show, largest first (spec 3 §9: "units from months to seconds"). */
export const COUNTDOWN_UNITS = ['months', 'days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const UNIT_MS: Readonly<Record<CountdownUnit, number>> = {
  // Spec 3 §9: a countdown month is 30 days.
  months: 30 * DAY_MS,
  days: DAY_MS,
  hours: HOUR_MS,
  minutes: MINUTE_MS,
  seconds: SECOND_MS,
};

export interface CountdownPart {
  unit: CountdownUnit;
  value: number;
}

/** The shown units in display order; empty only when every toggle is off (the schema forbids that). */
export function shownUnits(toggles: Partial<Record<CountdownUnit, boolean | undefined>>): CountdownUnit[] {
  return COUNTDOWN_UNITS.filter((unit) => toggles[unit] !== false);
}

/**
 * Splits the time left into the shown units, largest first. A hidden larger unit's time rolls into the next shown one
 * (no months: 45 days shows as 45 days); the smallest shown unit is rounded up, so the countdown reads zero exactly
 * when the end time is reached and never before.
 */
export function countdownParts(remainingMs: number, units: readonly CountdownUnit[]): CountdownPart[] {
  const smallest = units.at(-1);
  if (!smallest) return [];
  let rest = Math.ceil(Math.max(0, remainingMs) / UNIT_MS[smallest]) * UNIT_MS[smallest];
  return units.map((unit) => {
    const value = Math.floor(rest / UNIT_MS[unit]);
    rest -= value * UNIT_MS[unit];
    return { unit, value };
  });
}

/** Spec 3 §9: countdown numbers are padded to two digits (longer numbers keep all theirs). */
export function padded(value: number): string {
  return String(value).padStart(2, '0');
}

/** How long until the display changes next: when the time left crosses a whole smallest unit. */
export function nextChangeIn(remainingMs: number, smallest: CountdownUnit): number {
  const unit = UNIT_MS[smallest];
  return remainingMs % unit || unit;
}
