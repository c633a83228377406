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

/** Half of a UTF-16 surrogate pair without its other half: in `u` mode a whole pair is one code point and never matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What makes a string unstorable: PostgreSQL takes neither a NUL in text nor a lone surrogate (`"\ud800"`) in JSON. */
function textIssue(text: string): string | undefined {
  if (text.includes('\0')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (U+D800 to U+DFFF without its pair)';
  return undefined;
}

/**
 * The first thing in `value` that no route may receive: a NUL character or a lone surrogate in a string or a key, or
 * nesting deeper than `maxDepth`. Walks with its own stack, so hostile depth cannot overflow it.
 */
export function findUnsafeInput(value: unknown, rootPath: string, maxDepth = MAX_INPUT_DEPTH): ValidationIssue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: rootPath, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (typeof item.value === 'string') {
      const issue = textIssue(item.value);
      if (issue) return { path: item.path, message: issue };
      continue;
    }
    if (!isWalkable(item.value)) continue;
    if (item.depth >= maxDepth) return { path: item.path, message: `must not nest deeper than ${maxDepth} levels` };
    for (const [key, child] of Object.entries(item.value)) {
      const path = `${item.path}/${pointerSegment(key)}`;
      const issue = textIssue(key);
      if (issue) return { path, message: `${issue} in a name` };
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
