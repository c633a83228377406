import type { BlockInstance } from '../../engine/content';
import type { ContentValidator, ValidationIssue } from '../../engine/lazy/validation';
import { sameJson } from '../store/same-blocks';
import { BLOCK_INSTANCE_SCHEMA_ID } from './schema-library';

/** What the JSON editor's text amounts to; only `ready` may be saved (spec: save only when valid and changed). */
export type JsonVerdict =
  | { kind: 'unparsable'; message: string }
  | { kind: 'invalid'; issues: ValidationIssue[] }
  | { kind: 'unchanged' }
  | { kind: 'ready'; block: BlockInstance };

/** The text the JSON editor starts from. */
export function blockJsonText(block: BlockInstance): string {
  return `${JSON.stringify(block, null, 2)}\n`;
}

/** Judges the text against the original block: it must parse, pass `check`, and differ from the original. */
export function judgeBlockJson(text: string, original: BlockInstance, check: (value: unknown) => ValidationIssue[]): JsonVerdict {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'unparsable', message: error instanceof Error ? error.message : String(error) };
  }
  const issues = check(value);
  if (issues.length > 0) return { kind: 'invalid', issues };
  if (sameJson(value, original)) return { kind: 'unchanged' };
  return { kind: 'ready', block: value as BlockInstance };
}

/** Messages of our own rules are translation keys; ajv's are shown as written, with their paths. */
export const ID_FIXED = 'translate.base.editor.json.id-fixed';
export const PARENT_FIXED = 'translate.base.editor.json.parent-fixed';
export const UNKNOWN_TYPE = 'translate.base.editor.json.unknown-type';

/**
 * The server's rules for one block: the envelope (block-instance.json), the props against the block type's schema,
 * and the id and parent kept (children and anchors refer to them, so the JSON editor may not move or rename a block).
 */
export function blockIssues(value: unknown, original: BlockInstance, validator: ContentValidator, known: (component: string) => boolean): ValidationIssue[] {
  const issues = validator.validate(BLOCK_INSTANCE_SCHEMA_ID, value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return issues;
  const block = value as Partial<BlockInstance>;
  if (typeof block.component === 'string' && !known(block.component)) {
    issues.push({ path: '/component', message: UNKNOWN_TYPE });
  } else if (typeof block.component === 'string' && typeof block.props === 'object' && block.props !== null && !Array.isArray(block.props)) {
    issues.push(...validator.validateProps(block.component, block.props).map((issue) => ({ ...issue, path: `/props${issue.path}` })));
  }
  if (block.contentId !== undefined && block.contentId !== original.contentId) issues.push({ path: '/contentId', message: ID_FIXED });
  if (block.parentId !== original.parentId) issues.push({ path: '/parentId', message: PARENT_FIXED });
  return issues;
}
