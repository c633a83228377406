import type { TFunction } from 'i18next';
import { HIERARCHY_DELIMITER } from '../../../src/engine/lazy/facet-values';
import { profileText } from '../../shared/lazy/profile/texts';
import type { FormField } from './fields';

/** A choice of a select or a checkbox list. */
export interface Choice {
  value: string;
  label: string;
}

/** Time zones come from the browser: the schema checks only their shape, the server that it knows them. */
const RUNTIME_OPTIONS: Record<string, () => readonly string[]> = { timeZone: () => Intl.supportedValuesOf('timeZone') };

/** The values a field offers: the metadata's, else its schema's enum, else the runtime's. */
export function optionValues(field: FormField): readonly string[] {
  if (field.options) return field.options;
  const listed = field.schema.enum ?? field.schema.items?.enum;
  if (listed) return listed.filter((value): value is string => value !== null);
  return RUNTIME_OPTIONS[field.path]?.() ?? [];
}

type Labeller = (value: string, context: { t: TFunction; locale: string }) => string;

const displayNames = new Map<string, Intl.DisplayNames>();

/** Country and language names as the browser writes them in the visitor's language. */
const displayName = (type: 'region' | 'language'): Labeller => (value, { locale }) => {
  const key = `${type} ${locale}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, names);
  }
  return names.of(value) ?? value;
};

/** How each field's values read in the visitor's language; any other value reads as it is. */
const LABELS: Record<string, Labeller> = {
  country: displayName('region'),
  languagesSpoken: displayName('language'),
  jobCategory: (value, { t }) => t(profileText(`job-category.${value}`)),
  timeZone: (value) => value.replace(/_/g, ' '),
  // A sub-topic is listed under its topic, by its own name.
  interests: (value) => value.split(HIERARCHY_DELIMITER).at(-1) ?? value,
};

export function choicesOf(field: FormField, context: { t: TFunction; locale: string }): Choice[] {
  const label = LABELS[field.path] ?? ((value: string) => value);
  const choices = optionValues(field).map((value) => ({ value, label: label(value, context) }));
  // Sorted by what people read, except where the order already means something (a hierarchy, the schema's own order).
  return field.style === 'nestedSelect' || field.path === 'jobCategory' ? choices : choices.sort((a, b) => a.label.localeCompare(b.label, context.locale));
}
