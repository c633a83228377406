import { ApiError } from '../../api/client';
import type { RestoreStateResponse, RevisionSummary } from '../../api/lazy/history';
import type { ValidationIssue } from '../../engine';

/**
 * How a restore of settings or texts ended: `newer` when someone saved since the history was read, `invalid` when a
 * value no longer fits (a setting's type).
 */
export type StateRestoreOutcome =
  | { kind: 'restored' | 'nochange' }
  | { kind: 'newer'; newer: RevisionSummary[] }
  | { kind: 'invalid'; details: ValidationIssue[] }
  | { kind: 'error'; message: string };

/** Runs a settings or translations restore call and reads its answer. */
export async function restoreState(call: () => Promise<RestoreStateResponse>): Promise<StateRestoreOutcome> {
  try {
    return { kind: (await call()).result };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && Array.isArray(error.body.newer)) return { kind: 'newer', newer: error.body.newer as RevisionSummary[] };
    if (error instanceof ApiError && error.status === 422) return { kind: 'invalid', details: error.body.details ?? [] };
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

const VALUE_PATH = /^\/(?:values|entries)\/(.+)$/;

/** The 422's paths (`/values/<name>`) as "name: reason" lines. */
export const invalidValueLines = (details: readonly ValidationIssue[]): string[] =>
  details.map(({ path, message }) => `${VALUE_PATH.exec(path)?.[1] ?? path}: ${message}`);
