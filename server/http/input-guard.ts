import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import { badRequest } from './errors';

/** Deeper than any page, setting or request the product writes; deeper input is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 64;

/** Parsed JSON, query strings and params; not the raw bytes of an upload. */
const isWalkable = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

const pointerSegment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The first thing in `value` that no route may receive: a NUL character (PostgreSQL cannot store it in text) in a
 * string or a key, or nesting deeper than `maxDepth`. Walks with its own stack, so hostile depth cannot overflow it.
 */
export function findUnsafeInput(value: unknown, rootPath: string, maxDepth = MAX_INPUT_DEPTH): ValidationIssue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: rootPath, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (typeof item.value === 'string') {
      if (item.value.includes('\0')) return { path: item.path, message: 'must not contain the NUL character (U+0000)' };
      continue;
    }
    if (!isWalkable(item.value)) continue;
    if (item.depth >= maxDepth) return { path: item.path, message: `must not nest deeper than ${maxDepth} levels` };
    for (const [key, child] of Object.entries(item.value)) {
      const path = `${item.path}/${pointerSegment(key)}`;
      if (key.includes('\0')) return { path, message: 'must not contain the NUL character (U+0000) in a name' };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** Refuses unsafe input in every route's params, query string and JSON body with a 400 naming the path. */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const issue =
      findUnsafeInput(request.params, '/params') ?? findUnsafeInput(request.query, '/query') ?? findUnsafeInput(request.body, '/body');
    if (issue) throw badRequest(`Invalid input at ${issue.path}: ${issue.message}`, [issue]);
  });
});
