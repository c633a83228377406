import profileSchema from '../../../schemas/api/profile/profile.json';
import socialSchema from '../../../schemas/social-handles.json';
import type { ProfileItem, ProfileSection } from '../../../src/engine/lazy/profile-completion';

/** The part of a field's JSON Schema the form reads. */
export interface FieldSchema {
  type?: string | string[];
  enum?: readonly (string | null)[];
  items?: { enum?: readonly string[] };
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  readOnly?: boolean;
}

/** One control of the form: where its value lives, how it looks (the metadata's style) and its schema. */
export interface FormField {
  path: string;
  style: ProfileItem['style'];
  schema: FieldSchema;
  /** Values offered by the metadata (the catalogue's topics and products); otherwise the schema's enum. */
  options?: readonly string[];
}

export interface FormSection {
  id: string;
  fields: FormField[];
}

const SCHEMAS_BY_ID: Record<string, { properties: Record<string, unknown> }> = { [socialSchema.$id]: socialSchema };

/** The schema of a `/`-separated path in the profile, following `$ref`s to the shared schemas it uses. */
function schemaAt(path: string): FieldSchema | undefined {
  let node: unknown = profileSchema;
  for (const segment of path.split('/')) {
    const properties = (node as { properties?: Record<string, unknown> }).properties;
    node = properties && Object.hasOwn(properties, segment) ? properties[segment] : undefined;
    const ref = (node as { $ref?: string } | undefined)?.$ref;
    if (ref) node = SCHEMAS_BY_ID[ref];
    if (!node) return undefined;
  }
  return node as FieldSchema;
}

/**
 * The form's sections from the metadata, each item joined to its schema. The picture has a block of its own (the
 * upload is no form field), and an item the schema does not know is left out rather than guessed at.
 */
export function formSections(sections: readonly ProfileSection[]): FormSection[] {
  return sections
    .map((section) => ({
      id: section.id,
      fields: section.itemsToShow.flatMap((item): FormField[] => {
        const schema = schemaAt(item.path);
        if (!schema || item.style === 'picture') return [];
        return [{ path: item.path, style: item.style, schema, ...(item.options ? { options: item.options } : {}) }];
      }),
    }))
    .filter((section) => section.fields.length > 0);
}

/** A field's id in the page, for its label and its messages. */
export const fieldId = (path: string) => `profile-field-${path.replace(/\//g, '-')}`;

/** The key of a field's label and hint: `social/linkedin` → `field.social.linkedin`. */
export const fieldKey = (path: string) => `field.${path.replace(/\//g, '.')}`;
