import { apiRequest, ApiError } from '../../api/client';
import type { BlockInstance, ContentDocument, Environment, TranslationWriteResponse, ValidationIssue } from '../../engine';

/** How a copy ended: `conflict` when the target changed since the comparison was loaded. */
export type CopyOutcome = { kind: 'copied' } | { kind: 'conflict' } | { kind: 'error'; message: string; details: ValidationIssue[] };

function failure(error: unknown): CopyOutcome {
  if (error instanceof ApiError && error.status === 409) return { kind: 'conflict' };
  const details = error instanceof ApiError && Array.isArray(error.body.details) ? (error.body.details as ValidationIssue[]) : [];
  return { kind: 'error', message: error instanceof Error ? error.message : String(error), details };
}

/**
 * Writes a phase of the page in another environment, from the revision the comparison showed, never forced: a 409
 * means someone saved there meanwhile, and nothing is written.
 */
export async function writeTargetPhase(request: {
  page: string;
  target: Environment;
  phase: string;
  baseRevision: number;
  blocks: readonly BlockInstance[];
}): Promise<CopyOutcome> {
  const { page, target, phase, baseRevision, blocks } = request;
  try {
    await apiRequest<ContentDocument>(`/content/${encodeURIComponent(page)}`, { method: 'PUT', body: { env: target, phase, baseRevision, blocks } });
    return { kind: 'copied' };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Writes the current text of translation keys into another environment, one namespace per call. The update call is
 * open to content editors; `POST /translation/copyToEnvironment` is for site editors and would copy the same values.
 */
export async function writeTargetStrings(request: {
  target: Environment;
  lang: string;
  byNamespace: ReadonlyMap<string, Record<string, string>>;
}): Promise<CopyOutcome> {
  try {
    for (const [ns, entries] of request.byNamespace) {
      await apiRequest<TranslationWriteResponse>(`/translation/update/${encodeURIComponent(request.lang)}`, {
        method: 'PUT',
        query: { env: request.target },
        body: { ns, entries },
      });
    }
    return { kind: 'copied' };
  } catch (error) {
    return failure(error);
  }
}
