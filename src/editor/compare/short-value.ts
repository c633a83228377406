/** A field's value as a short line: text as is, anything else as JSON, cut at `max` characters. */
export function shortValue(value: unknown, max = 120): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
