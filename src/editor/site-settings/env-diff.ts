import type { Environment, SiteSetting } from '../../engine';

/** Structural equality for JSON values, insensitive to object key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}

export type EnvironmentSettings = Record<Environment, readonly SiteSetting[]>;

/** Index of every environment's settings by name, built once per fetch (not per render of a row). */
export function indexByName(environments: EnvironmentSettings): Record<Environment, Map<string, SiteSetting>> {
  // Environments in the order the server lists them (cont, uat, prod); only types come from the engine, see the screen.
  return Object.fromEntries(
    Object.entries(environments).map(([env, settings]) => [env, new Map(settings.map((setting) => [setting.name, setting]))]),
  ) as Record<Environment, Map<string, SiteSetting>>;
}

/**
 * The other environments where the setting's value differs from its value in `env`
 * (a setting missing there counts as different).
 */
export function differingEnvironments(name: string, env: Environment, index: Record<Environment, Map<string, SiteSetting>>): Environment[] {
  const here = index[env].get(name);
  return (Object.keys(index) as Environment[]).filter((other) => {
    if (other === env) return false;
    const there = index[other].get(name);
    if (!here || !there) return here !== there;
    return !sameValue(here.value, there.value);
  });
}
