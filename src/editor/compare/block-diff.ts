import type { BlockInstance } from '../../engine';
import { withoutStamps } from '../overlay/positions';
import { sameJson } from '../store/same-blocks';

/**
 * How a block of the target environment stands against the current one:
 * `added` only the target has it, `removed` the target lacks it, `changed` some field differs, `moved` it stands
 * elsewhere among its siblings with the same content.
 */
export type BlockChangeKind = 'added' | 'removed' | 'changed' | 'moved';

/** One differing field: `props.title`, `width`, `permissions`, `parentId`, `component`…; undefined where unset. */
export interface FieldChange {
  field: string;
  current: unknown;
  target: unknown;
}

export interface BlockChange {
  contentId: string;
  component: string;
  kind: BlockChangeKind;
  /** A changed block may also have moved. */
  moved: boolean;
  fields: FieldChange[];
}

// Width is a prop, but editors set it with its own tool and know it by that name.
const FIELD_NAMES: Record<string, string> = { 'props.wrapperWidth': 'width' };
const fieldName = (path: string) => FIELD_NAMES[path] ?? path;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Differences between two values, descending into objects (arrays are compared whole: their items have no names). */
function valueChanges(path: string, current: unknown, target: unknown, into: FieldChange[]): void {
  if (sameJson(current, target)) return;
  if (isPlainObject(current) && isPlainObject(target) && path !== 'permissions') {
    const keys = new Set([...Object.keys(current), ...Object.keys(target)]);
    for (const key of keys) valueChanges(`${path}.${key}`, current[key], target[key], into);
    return;
  }
  into.push({ field: fieldName(path), current, target });
}

/** The fields of one block that differ between environments; server stamps (editor, time, revision) do not count. */
export function fieldChanges(current: BlockInstance, target: BlockInstance): FieldChange[] {
  const left = withoutStamps(current);
  const right = withoutStamps(target);
  const changes: FieldChange[] = [];
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (key === 'props') valueChanges('props', left.props ?? {}, right.props ?? {}, changes);
    else valueChanges(key, left[key], right[key], changes);
  }
  return changes;
}

/** Longest common subsequence of two id lists: the ids that kept their relative order. */
function keptOrder(a: readonly string[], b: readonly string[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return kept;
}

/**
 * Blocks whose place among their siblings differs, judged only against siblings both sides hold: a block added before
 * another does not make that one "moved". The fewest blocks that explain the new order are named.
 */
function movedBlocks(current: readonly BlockInstance[], target: readonly BlockInstance[]): Set<string> {
  const targetById = new Map(target.map((block) => [block.contentId, block]));
  const currentIds = new Set(current.map((block) => block.contentId));
  const siblings = (blocks: readonly BlockInstance[], keep: (block: BlockInstance) => boolean) => {
    const byParent = new Map<string | undefined, string[]>();
    for (const block of blocks) {
      if (!keep(block)) continue;
      const list = byParent.get(block.parentId) ?? [];
      list.push(block.contentId);
      byParent.set(block.parentId, list);
    }
    return byParent;
  };
  // Only blocks under the same parent on both sides can be compared by order; a new parent is a field change.
  const common = (block: BlockInstance) => targetById.get(block.contentId)?.parentId === block.parentId;
  const before = siblings(current, common);
  const after = siblings(target, (block) => currentIds.has(block.contentId) && common(block));
  const moved = new Set<string>();
  for (const [parent, ids] of before) {
    const kept = keptOrder(ids, after.get(parent) ?? []);
    for (const id of ids) if (!kept.has(id)) moved.add(id);
  }
  return moved;
}

/** Every block that differs in `target` compared with `current`, in the current page order, target-only blocks last. */
export function diffBlocks(current: readonly BlockInstance[], target: readonly BlockInstance[]): BlockChange[] {
  const targetById = new Map(target.map((block) => [block.contentId, block]));
  const currentIds = new Set(current.map((block) => block.contentId));
  const moved = movedBlocks(current, target);
  const changes: BlockChange[] = [];
  for (const block of current) {
    const there = targetById.get(block.contentId);
    const base = { contentId: block.contentId, component: block.component };
    if (!there) {
      changes.push({ ...base, kind: 'removed', moved: false, fields: [] });
      continue;
    }
    const fields = fieldChanges(block, there);
    const isMoved = moved.has(block.contentId);
    if (fields.length > 0) changes.push({ ...base, kind: 'changed', moved: isMoved, fields });
    else if (isMoved) changes.push({ ...base, kind: 'moved', moved: true, fields: [] });
  }
  for (const block of target) {
    if (!currentIds.has(block.contentId)) changes.push({ contentId: block.contentId, component: block.component, kind: 'added', moved: false, fields: [] });
  }
  return changes;
}
