import type { TFunction } from 'i18next';
import type { PageConflictResponse } from '../../../schemas/generated/api/pages/conflict';
import type { PageRecord } from '../../../schemas/generated/api/pages/page-record';
import { ApiError } from '../../api/client';

const K = 'translate.base.pages';

/** Field names of the draft, as the server's error paths name them (`/body/titles/de-de` → `titles/de-de`). */
export type FieldErrors = Record<string, string>;

/** What a failed page write means to the dialog: messages by field or for the whole write, and the page as stored now. */
export interface PageWriteErrors {
  fields: FieldErrors;
  general?: string | undefined;
  /** Set when another editor changed the page first: the dialog starts again from it. */
  current?: PageRecord | undefined;
}

/**
 * The pages API's known details (ajv's wording for the contract, the page service's own) by field and message start.
 * A detail none of these match shows the server's message.
 */
const KNOWN_DETAILS: readonly { field: RegExp; message: RegExp; key: string }[] = [
  { field: /^slug$/, message: /^must match pattern/, key: 'error.slug-pattern' },
  { field: /^slug$/, message: /^must NOT have more than/, key: 'error.slug-too-long' },
  { field: /^slug$/, message: /^is used by another page/, key: 'error.slug-taken' },
  { field: /^slug$/, message: /^is reserved/, key: 'error.slug-reserved' },
  { field: /^titles\//, message: /^must NOT have more than/, key: 'error.title-too-long' },
  { field: /^titles/, message: /^(must match pattern|must have required property)/, key: 'error.title-missing' },
];

function translatedDetail(field: string, message: string, t: TFunction): string {
  const known = KNOWN_DETAILS.find((detail) => detail.field.test(field) && detail.message.test(message));
  return known ? t(`${K}.${known.key}`) : message;
}

/** The server's 400/409 answer, translated and keyed by draft field; a message that names no field is the write's own. */
export function pageErrorsOf(error: unknown, t: TFunction): PageWriteErrors {
  if (!(error instanceof ApiError)) return { fields: {}, general: t(`${K}.failed`) };
  const body = error.body as Partial<PageConflictResponse>;
  if (error.status === 409 && body.current) return { fields: {}, general: t(`${K}.error.changed-by-others`), current: body.current };
  const details = body.details ?? [];
  const fields = Object.fromEntries(
    details.map(({ path, message }) => {
      const field = path.replace(/^\/body\//, '');
      return [field, translatedDetail(field, message, t)];
    }),
  );
  return details.length > 0 ? { fields } : { fields, general: body.message ?? t(`${K}.failed`) };
}
