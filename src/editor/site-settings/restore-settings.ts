import { ApiError } from '../../api/client';
import { restoreSettingsRevision, type RevisionSummary } from '../../api/lazy/history';
import type { Environment, ValidationIssue } from '../../engine';

/** How a settings restore ended: `newer` when someone saved since the history was read, `invalid` when a value no longer fits its type. */
export type SettingsRestoreOutcome =
  | { kind: 'restored' | 'nochange' }
  | { kind: 'newer'; newer: RevisionSummary[] }
  | { kind: 'invalid'; details: ValidationIssue[] }
  | { kind: 'error'; message: string };

export async function restoreSettings(request: { env: Environment; revisionId: number; baseRevisionId: number; force?: boolean }): Promise<SettingsRestoreOutcome> {
  try {
    const answer = await restoreSettingsRevision(request.env, request.revisionId, request.baseRevisionId, request.force);
    return { kind: answer.result };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && Array.isArray(error.body.newer)) return { kind: 'newer', newer: error.body.newer as RevisionSummary[] };
    if (error instanceof ApiError && error.status === 422) return { kind: 'invalid', details: error.body.details ?? [] };
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

const VALUE_PATH = /^\/values\/(.+)$/;

/** The 422's paths (`/values/<name>`) as "name: reason" lines. */
export const invalidSettingLines = (details: readonly ValidationIssue[]): string[] =>
  details.map(({ path, message }) => `${VALUE_PATH.exec(path)?.[1] ?? path}: ${message}`);
