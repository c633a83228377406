import type { SiteSetting } from '../../engine';
import { sameValue } from './env-diff';

/** A setting whose value in a revision differs from its value now (undefined where one side lacks it). */
export interface SettingChange {
  name: string;
  current: unknown;
  revision: unknown;
}

/** The settings a restore of `values` would change, by name. */
export function settingChanges(current: ReadonlyMap<string, SiteSetting>, values: Readonly<Record<string, unknown>>): SettingChange[] {
  return Object.entries(values)
    .filter(([name, value]) => !sameValue(current.get(name)?.value, value))
    .map(([name, value]) => ({ name, current: current.get(name)?.value, revision: value }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
