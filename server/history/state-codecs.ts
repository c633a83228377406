import type { RevisionSummary } from '../../schemas/generated/api/history/revision-summary';
import type { BlockInstance } from '../../src/engine';
import { sameJson } from '../content/stamps';
import type { Subject } from './subject';

export type ChangeSummary = RevisionSummary['summary'];

/** How one kind of state is stored as patches: `apply(before, diff(before, after).patch)` equals `after`. */
export interface StateCodec<State> {
  empty: State;
  diff(before: State, after: State): { patch: unknown; summary: ChangeSummary };
  apply(before: State, patch: unknown): State;
}

const FIELDS_SHOWN = 20;

function summaryOf(added: string[], removed: string[], changed: string[]): ChangeSummary {
  return { added: added.length, removed: removed.length, changed: changed.length, fields: [...added, ...removed, ...changed].slice(0, FIELDS_SHOWN) };
}

/** The blocks that are new or changed, and the order of every block only when it is not the one before. */
interface BlockListPatch {
  order?: string[];
  put: BlockInstance[];
}

const idsOf = (blocks: readonly BlockInstance[]) => blocks.map((block) => block.contentId);
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/** A page's blocks, keyed by content id (unique within a document: the validator refuses duplicates). */
export const blockListCodec: StateCodec<BlockInstance[]> = {
  empty: [],
  diff(before, after) {
    const beforeById = new Map(before.map((block) => [block.contentId, block]));
    const afterIds = new Set(after.map((block) => block.contentId));
    const put = after.filter((block) => {
      const stored = beforeById.get(block.contentId);
      return !stored || !sameJson(block, stored);
    });
    const added = put.filter((block) => !beforeById.has(block.contentId));
    const changed = put.filter((block) => beforeById.has(block.contentId));
    const removed = before.filter((block) => !afterIds.has(block.contentId));
    const order = idsOf(after);
    const kept = idsOf(before).filter((id) => afterIds.has(id));
    const moved = !sameIds(kept, order.filter((id) => beforeById.has(id)));
    const patch: BlockListPatch = sameIds(idsOf(before), order) ? { put } : { order, put };
    return { patch, summary: { ...summaryOf(idsOf(added), idsOf(removed), idsOf(changed)), moved } };
  },
  apply(before, patch) {
    const { order, put } = patch as BlockListPatch;
    const byId = new Map(before.map((block) => [block.contentId, block]));
    for (const block of put) byId.set(block.contentId, block);
    return (order ?? idsOf(before)).flatMap((id) => byId.get(id) ?? []);
  },
};

/** Values set (new or changed) and names removed. */
interface RecordPatch {
  set: Record<string, unknown>;
  unset: string[];
}

/** Named values: setting name → value, translation key → text. */
export const recordCodec: StateCodec<Record<string, unknown>> = {
  empty: {},
  diff(before, after) {
    const set = Object.fromEntries(Object.entries(after).filter(([name, value]) => !(name in before) || !sameJson(value, before[name])));
    const unset = Object.keys(before).filter((name) => !(name in after));
    const added = Object.keys(set).filter((name) => !(name in before));
    const changed = Object.keys(set).filter((name) => name in before);
    const patch: RecordPatch = { set, unset };
    return { patch, summary: summaryOf(added, unset, changed) };
  },
  apply(before, patch) {
    const { set, unset } = patch as RecordPatch;
    const next: Record<string, unknown> = { ...before, ...set };
    for (const name of unset) delete next[name];
    return next;
  },
};

export const CODECS: Record<Subject['kind'], StateCodec<unknown>> = {
  page: blockListCodec,
  settings: recordCodec,
  translations: recordCodec,
};
