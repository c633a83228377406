import { ApiError } from '../../api/client';
import type { BlockInstance, Environment, ValidationIssue } from '../../engine';
import { putTranslations } from '../../api/lazy/translations';
import { errorOutcome, putPhase } from '../overlay/save';

/**
 * How a copy ended: `conflict` when the target changed since the comparison was loaded. A copied page phase names the
 * history revision that recorded it, which "Undo this copy" puts back.
 */
export type CopyOutcome =
  | { kind: 'copied'; historyRevisionId?: number }
  | { kind: 'conflict' }
  | { kind: 'error'; message: string; details: ValidationIssue[] };

function failure(error: unknown): CopyOutcome {
  return error instanceof ApiError && error.status === 409 ? { kind: 'conflict' } : errorOutcome(error);
}

/**
 * Writes a phase of the page in another environment, from the revision the comparison showed, never forced: a 409
 * means someone saved there meanwhile, and nothing is written.
 */
export async function writeTargetPhase(request: {
  page: string;
  source: Environment;
  target: Environment;
  phase: string;
  baseRevision: number;
  blocks: readonly BlockInstance[];
}): Promise<CopyOutcome> {
  const { source, target, ...write } = request;
  const outcome = await putPhase({ ...write, env: target, copiedFrom: source });
  if (outcome.kind === 'saved') return outcome.doc.historyRevisionId === undefined ? { kind: 'copied' } : { kind: 'copied', historyRevisionId: outcome.doc.historyRevisionId };
  return outcome.kind === 'conflict' ? { kind: 'conflict' } : outcome;
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
    for (const [ns, entries] of request.byNamespace) await putTranslations({ env: request.target, lang: request.lang, ns, entries });
    return { kind: 'copied' };
  } catch (error) {
    return failure(error);
  }
}
