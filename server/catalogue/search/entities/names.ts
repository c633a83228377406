import type { FacetValue } from '../facet-table';

/** A person's sort name: family name first, so "Ada Lovelace" sorts under L. */
export const personSortName = (person: { firstName: string; lastName: string; displayName: string }) =>
  [person.lastName, person.firstName].filter(Boolean).join(' ') || person.displayName;

/** Facet values from plain texts (the text is its own label); blanks are skipped. */
export const plainValues = (...values: readonly (string | null | undefined)[]): FacetValue[] =>
  values.filter((value): value is string => typeof value === 'string' && value.trim() !== '').map((value) => ({ value, label: value }));

/** A labelled value (logicalValue + displayValue) as a facet value. */
export const labelledValue = (labelled: { logicalValue: string; displayValue: string } | null | undefined): FacetValue[] =>
  labelled ? [{ value: labelled.logicalValue, label: labelled.displayValue }] : [];

/** Texts for a searchable field, blanks dropped. */
export const texts = (...values: readonly (string | null | undefined)[]) => values.filter((value): value is string => Boolean(value));
