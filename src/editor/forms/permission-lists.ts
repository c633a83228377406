import type { Permissions } from '../../engine/content';
import type { JsonSchema } from '../../engine/lazy/validation';

/** Each permission rule as the form edits it: a list of names (the schema also allows one name as a plain string). */
export type PermissionLists = Record<string, string[]>;

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

export function toLists(permissions: Permissions | undefined): PermissionLists {
  const lists: PermissionLists = {};
  for (const [rule, value] of Object.entries(permissions ?? {})) {
    const names = listOf(value);
    if (names.length > 0) lists[rule] = names;
  }
  return lists;
}

/**
 * The lists as stored permissions: blank names dropped, an empty rule removed, a single name kept as a plain string
 * (the way hand-written content says it); undefined when no rule is left.
 */
export function fromLists(lists: Readonly<Record<string, unknown>> | undefined): Permissions | undefined {
  const permissions: Record<string, string | string[]> = {};
  for (const [rule, value] of Object.entries(lists ?? {})) {
    const names = listOf(value)
      .map((name) => name.trim())
      .filter((name) => name !== '');
    if (names.length === 1) permissions[rule] = names[0] as string;
    else if (names.length > 1) permissions[rule] = names;
  }
  return Object.keys(permissions).length > 0 ? (permissions as Permissions) : undefined;
}

/** The permissions schema with each "one name or a list" rule shown as its list form. */
export function listFormSchema(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const lists = Object.fromEntries(
    Object.entries(properties).map(([rule, property]) => {
      const options = Array.isArray(property.anyOf) ? (property.anyOf as JsonSchema[]) : [property];
      const list = options.find((option) => option.type === 'array') ?? property;
      return [rule, list] as const;
    }),
  );
  const { title: _typeName, ...rest } = schema;
  return { ...rest, properties: lists };
}
