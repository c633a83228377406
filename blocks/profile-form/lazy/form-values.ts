import type { Profile, ProfileUpdate } from '../../../src/api/lazy/profile';
import { valueAtPath } from '../../../src/engine/lazy/profile-completion';
import type { FormField } from './fields';

export type FormValues = Record<string, unknown>;

/** The form's values, by field path, as the profile holds them. */
export const valuesOf = (profile: Profile, fields: readonly FormField[]): FormValues =>
  Object.fromEntries(fields.map((field) => [field.path, valueAtPath(profile, field.path) ?? (field.style === 'multiSelect' || field.style === 'nestedSelect' ? [] : '')]));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The update to send: only the fields that changed (a field left out keeps its value on the server), a changed field
 * below an object (`social/linkedin`) sending that object whole, as the profile holds it with the change applied.
 */
export function changesOf(profile: Profile, fields: readonly FormField[], values: FormValues): ProfileUpdate {
  const before = valuesOf(profile, fields);
  const update: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.style === 'readonly' || same(before[field.path], values[field.path])) continue;
    const [top, ...rest] = field.path.split('/') as [string, ...string[]];
    if (rest.length === 0) update[top] = values[field.path];
    else update[top] = { ...((update[top] ?? valueAtPath(profile, top) ?? {}) as object), [rest.join('/')]: values[field.path] };
  }
  return update as ProfileUpdate;
}

/** The field a server's issue path (`/body/social/linkedin`, `/body/interests/3`) is about, if the form shows it. */
export function fieldOfIssue(path: string, fields: readonly FormField[]): FormField | undefined {
  const inBody = path.replace(/^\/body\//, '');
  return fields
    .filter((field) => inBody === field.path || inBody.startsWith(`${field.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
