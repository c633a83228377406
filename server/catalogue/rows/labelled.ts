import type { LabelledValue } from '../../../schemas/generated/labelled-value';

/** A labelled value from its two columns; null when the row has none. */
export function labelled(logicalValue: string | null, displayValue: string | null): LabelledValue | null {
  return logicalValue === null || displayValue === null ? null : { logicalValue, displayValue };
}
