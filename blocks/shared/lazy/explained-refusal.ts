import type { TFunction } from 'i18next';
import { ApiError } from '../../../src/api/client';

/** Refusals the server explains to the person who asked: a problem with what was sent (400), a clash (409). */
const EXPLAINED = new Set([400, 409]);

/**
 * The words of a refusal the server explained: its problem (`details[0].code`) in the reader's language where the
 * page has a text for it (`textOf`), else the server's own message. Undefined for any other failure.
 */
export function explainedRefusal(error: unknown, t: TFunction, textOf: (code: string) => string, values: Record<string, unknown> = {}): string | undefined {
  if (!(error instanceof ApiError) || !EXPLAINED.has(error.status)) return undefined;
  const code = error.body.details?.[0]?.code;
  return code ? t(textOf(code), { ...values, defaultValue: error.body.message }) : error.body.message;
}
