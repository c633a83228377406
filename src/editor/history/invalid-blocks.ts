import type { BlockInstance, ValidationIssue } from '../../engine';

/** One problem of a revision against today's block schemas, as an editor reads it. */
export interface InvalidField {
  /** The block's content id, or the issue's path when it names no block. */
  block: string;
  component?: string;
  /** The field inside the block (`props.headingLevel`); empty when the whole block is at fault. */
  field: string;
  reason: string;
}

const BLOCK_PATH = /^\/blocks\/(\d+)(?:\/(.*))?$/;

/** Turns the 422's JSON pointers into the revision's blocks (`/blocks/3/props/headingLevel`) into block, field and reason. */
export function invalidFields(blocks: readonly BlockInstance[], details: readonly ValidationIssue[]): InvalidField[] {
  return details.map(({ path, message }) => {
    const match = BLOCK_PATH.exec(path);
    const block = match ? blocks[Number(match[1])] : undefined;
    if (!block) return { block: path, field: '', reason: message };
    return { block: block.contentId, component: block.component, field: (match?.[2] ?? '').split('/').join('.'), reason: message };
  });
}
