import type { AuditFilters } from '../../../api/lazy/history';
import { ENVIRONMENTS } from '../../../engine';

/** The audit log's filter fields as typed: empty means "any"; times are the browser's `datetime-local` values. */
export interface AuditForm {
  kind: string;
  page: string;
  env: string;
  editor: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FORM: AuditForm = { kind: '', page: '', env: '', editor: '', action: '', from: '', to: '' };

export const AUDIT_KINDS = ['page', 'settings', 'translations'] as const satisfies readonly NonNullable<AuditFilters['kind']>[];
export const AUDIT_ACTIONS = ['save', 'copy', 'restore', 'undo-copy', 'initial'] as const satisfies readonly NonNullable<AuditFilters['action']>[];

/** A local `datetime-local` value as the ISO instant the API filters on; undefined when empty or unreadable. */
function instant(local: string): string | undefined {
  if (local === '') return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** The filters the form asks for: empty fields left out, page ids lower-cased as they are stored. */
export function auditFilters(form: AuditForm): AuditFilters {
  const filters: AuditFilters = {};
  const kind = AUDIT_KINDS.find((candidate) => candidate === form.kind);
  if (kind) filters.kind = kind;
  const page = form.page.trim().toLowerCase();
  if (page) filters.page = page;
  const env = ENVIRONMENTS.find((candidate) => candidate === form.env);
  if (env) filters.env = env;
  if (form.editor.trim()) filters.editor = form.editor.trim();
  const action = AUDIT_ACTIONS.find((candidate) => candidate === form.action);
  if (action) filters.action = action;
  const from = instant(form.from);
  const to = instant(form.to);
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}
