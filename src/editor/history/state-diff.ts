import { sameValue } from '../site-settings/env-diff';

/** A value (a setting, a text) whose value in a revision differs from now (undefined where one side lacks it). */
export interface StateChange {
  name: string;
  current: unknown;
  revision: unknown;
}

/** What restoring `values` would change, by name. */
export function stateChanges(current: ReadonlyMap<string, unknown>, values: Readonly<Record<string, unknown>>): StateChange[] {
  return Object.entries(values)
    .filter(([name, value]) => !sameValue(current.get(name), value))
    .map(([name, value]) => ({ name, current: current.get(name), revision: value }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
