import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../engine/lazy/validation';

/** Form sections in the order the inspector shows them; what a block says first comes first. */
export const GROUP_ORDER = ['content', 'asset', 'banner', 'meta', 'page', 'layout', 'background', 'anchor', 'visibility'] as const;

/** Props without an `x-group` are the block's own content (the shared wrapper settings all name a group). */
const DEFAULT_GROUP = 'content';

/** A section of the form: an `x-group` and the top-level props in it, in display order. */
export interface FieldGroup {
  id: string;
  names: string[];
}

/** Text a form label may show: a translation key is translated, anything else shown as written. */
export type LabelText = (text: string) => string;

/** Rich or long texts get a multi-line box; one-liners stay inputs. */
const LONG_TEXT = 1000;

/** `wrapperBackgroundColor` → "Wrapper background color"; `ogTitle` → "Og title". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return typeof schema.properties === 'object' && schema.properties !== null ? (schema.properties as Record<string, JsonSchema>) : {};
}

function orderOf(schema: JsonSchema): number {
  return typeof schema['x-order'] === 'number' ? schema['x-order'] : Number.POSITIVE_INFINITY;
}

/** Top-level props by `x-group` (groups a block invents after the known ones), each by `x-order`, then schema order. */
export function groupFields(schema: JsonSchema): FieldGroup[] {
  const entries = Object.entries(propertiesOf(schema)).filter(([, property]) => property['x-hidden'] !== true);
  const byGroup = new Map<string, { name: string; order: number; position: number }[]>();
  entries.forEach(([name, property], position) => {
    const group = typeof property['x-group'] === 'string' ? property['x-group'] : DEFAULT_GROUP;
    byGroup.set(group, [...(byGroup.get(group) ?? []), { name, order: orderOf(property), position }]);
  });
  const known: readonly string[] = GROUP_ORDER;
  const ids = [...byGroup.keys()].sort((a, b) => rank(known, a) - rank(known, b) || a.localeCompare(b));
  return ids.map((id) => ({
    id,
    names: (byGroup.get(id) ?? []).sort((a, b) => a.order - b.order || a.position - b.position).map((entry) => entry.name),
  }));
}

function rank(known: readonly string[], group: string): number {
  const index = known.indexOf(group);
  return index >= 0 ? index : known.length;
}

function optionTitle(option: JsonSchema, label: LabelText): string | undefined {
  if (typeof option.title === 'string') return humanize(option.title);
  if (option.const !== undefined) return String(option.const);
  if (Array.isArray(option.enum)) return label('translate.base.editor.form.option.preset');
  if (typeof option.type === 'string') return label(`translate.base.editor.form.option.${option.type}`);
  return undefined;
}

/** The look of one field and, for objects and lists, of what is inside it. */
function fieldUi(name: string, schema: JsonSchema, label: LabelText): UiSchema {
  const ui: UiSchema = {};
  const title = typeof schema['x-label'] === 'string' ? label(schema['x-label']) : humanize(name);
  if (title) ui['ui:title'] = title;
  if (typeof schema['x-help'] === 'string') ui['ui:help'] = label(schema['x-help']);
  if (schema['x-hidden'] === true) ui['ui:widget'] = 'hidden';
  const editor = schema['x-editor'];
  const long = typeof schema.maxLength === 'number' && schema.maxLength >= LONG_TEXT;
  if (editor === 'richtext' || (editor === 'translation' && long)) {
    ui['ui:widget'] = 'textarea';
    ui['ui:options'] = { rows: editor === 'richtext' ? 8 : 3 };
  } else if (editor === 'url' || editor === 'image') {
    ui['ui:placeholder'] = editor === 'image' ? '/images/…' : 'https://…';
  }
  if (typeof schema['x-enumLabels'] === 'object' && schema['x-enumLabels'] !== null && Array.isArray(schema.enum)) {
    const labels = schema['x-enumLabels'] as Record<string, string>;
    ui['ui:enumNames'] = schema.enum.map((value) => label(labels[String(value)] ?? String(value)));
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options)) {
      ui[keyword] = (options as JsonSchema[]).map((option) => {
        const optionUi = objectUi(option, label);
        const optionLabel = optionTitle(option, label);
        return optionLabel ? { ...optionUi, 'ui:title': optionLabel } : optionUi;
      });
    }
  }
  if (typeof schema.items === 'object' && schema.items !== null && !Array.isArray(schema.items)) {
    const { 'ui:title': _itemTitle, ...items } = fieldUi(name, schema.items as JsonSchema, label);
    ui.items = items;
  }
  return { ...ui, ...objectUi(schema, label) };
}

function objectUi(schema: JsonSchema, label: LabelText): UiSchema {
  const ui: UiSchema = {};
  for (const [name, property] of Object.entries(propertiesOf(schema))) ui[name] = fieldUi(name, property, label);
  return ui;
}

/**
 * The form's look for a bundled block schema: labels from `x-label` (or the prop's name), help from `x-help`,
 * multi-line boxes for rich text, labelled choices for `anyOf` options, hidden fields for `x-hidden`.
 */
export function formUiSchema(schema: JsonSchema, label: LabelText): UiSchema {
  return objectUi(schema, label);
}
