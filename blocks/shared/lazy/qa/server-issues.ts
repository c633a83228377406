import type { ValidationIssue } from '../../../../src/engine';
import { ApiError } from '../../../../src/api/client';

/** A refused request's messages: per top-level body field (`/body/pages/0` → `pages`), and the ones no field shows. */
export interface FieldIssues {
  fields: Record<string, string>;
  general: string[];
}

const BODY_FIELD = /^\/body\/([^/]+)(\/.*)?$/;

/** Maps the server's `{ message, details: [{ path, message }] }` to the form's fields; a message without details is general. */
export function fieldIssues(error: unknown, knownFields: readonly string[]): FieldIssues {
  const issues: FieldIssues = { fields: {}, general: [] };
  if (!(error instanceof ApiError)) {
    issues.general.push(error instanceof Error ? error.message : String(error));
    return issues;
  }
  const details: readonly ValidationIssue[] = error.body.details ?? [];
  if (details.length === 0) issues.general.push(error.body.message || error.message);
  for (const { path, message } of details) {
    const match = BODY_FIELD.exec(path);
    const field = match?.[1];
    if (!field || !knownFields.includes(field)) {
      issues.general.push(path ? `${path}: ${message}` : message);
      continue;
    }
    const nested = match[2]?.slice(1);
    const text = nested ? `${nested}: ${message}` : message;
    issues.fields[field] = issues.fields[field] ? `${issues.fields[field]}; ${text}` : text;
  }
  return issues;
}
