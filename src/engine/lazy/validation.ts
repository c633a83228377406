import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { BlockInstance } from '../content';
import { cyclicIds } from '../tree';

export type JsonSchema = Record<string, unknown>;

/** Base of every schema `$id`: shared schemas live under `schemas/`, block schemas under `blocks/{name}/schema.json`. */
export const SCHEMA_BASE = 'https://confsite.dev/';

export function blockSchemaId(name: string): string {
  return `${SCHEMA_BASE}blocks/${name}/schema.json`;
}

/**
 * Editor hints allowed in schemas (ajv strict mode rejects any other unknown keyword):
 * x-editor: widget (richtext, color, image, url, translation, json); x-group: form section; x-order: field order;
 * x-label / x-help: translation keys or text for the form; x-enumLabels: labels for enum values; x-hidden: not in forms;
 * at a block schema's root, x-palette-group: its group in the add-block palette; x-defaults: a new block's props.
 * One is a rule for the server rather than a hint: x-signed-in-only on a prop (a stream or video address) keeps its
 * value from anonymous visitors, always (`true`) or while the boolean prop named by a relative JSON pointer is true
 * (`"1/requiresAuth"`: the sibling `requiresAuth`; each level more climbs one object or array further up).
 */
export const EDITOR_KEYWORDS = [
  'x-editor', 'x-group', 'x-order', 'x-label', 'x-help', 'x-enumLabels', 'x-hidden', 'x-palette-group', 'x-defaults', 'x-signed-in-only',
] as const;

/** One validation problem, with the JSON Pointer of the offending value inside the validated document. */
export interface ValidationIssue {
  path: string;
  message: string;
  /** A stable name of the problem where the API has one, for the page to say it in the reader's language. */
  code?: string;
}

export interface SchemaSet {
  /** Shared schemas (wrapper settings, heading, button, …), each with its own `$id`. */
  shared: readonly JsonSchema[];
  /** Block schemas by block type name. */
  blocks: Readonly<Record<string, JsonSchema>>;
}

/** ajv's errors as issues with JSON-pointer paths (after `prefix`); a missing or unexpected property is named at the end. */
export function toIssues(errors: readonly ErrorObject[] | null | undefined, prefix = ''): ValidationIssue[] {
  return (errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties'
        ? `/${String((error.params as Record<string, unknown>).additionalProperty ?? (error.params as Record<string, unknown>).unevaluatedProperty)}`
        : error.keyword === 'required'
          ? `/${String((error.params as Record<string, unknown>).missingProperty)}`
          : '';
    return { path: `${prefix}${error.instancePath}${extra}`, message: error.message ?? error.keyword };
  });
}

export interface ContentValidator {
  /** Problems in one block's props (paths relative to the props object). */
  validateProps(component: string, props: unknown): ValidationIssue[];
  /** Problems in a whole page (paths like `/blocks/3/props/heading`). */
  validateBlocks(blocks: readonly BlockInstance[]): ValidationIssue[];
  /** Problems in any value against a shared schema, by `$id`. */
  validate(schemaId: string, value: unknown, prefix?: string): ValidationIssue[];
}

const CONTENT_ID = /^[a-z0-9][a-z0-9_-]*$/;

/** Compiles every schema once (strict, draft 2020-12) and returns validators for blocks and pages. */
export function createContentValidator(schemas: SchemaSet): ContentValidator {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ['string', 'number', 'boolean', 'object', 'array'] });
  for (const schema of schemas.shared) ajv.addSchema(schema);
  // addSchema defers compiling; compile now so a broken shared schema fails at start-up, not on the first request.
  for (const schema of schemas.shared) if (typeof schema.$id === 'string') ajv.getSchema(schema.$id);
  const blockValidators = new Map(
    Object.entries(schemas.blocks).map(([name, schema]) => [name, ajv.compile(schema)] as const),
  );

  const validateProps = (component: string, props: unknown, prefix = ''): ValidationIssue[] => {
    const validator = blockValidators.get(component);
    if (!validator) return [{ path: prefix.replace(/\/props$/, '/component'), message: `unknown block type "${component}"` }];
    return validator(props) ? [] : toIssues(validator.errors, prefix);
  };

  return {
    validateProps: (component, props) => validateProps(component, props),
    validate(schemaId, value, prefix = '') {
      const validator = ajv.getSchema(schemaId);
      if (!validator) throw new Error(`Schema ${schemaId} is not registered`);
      return validator(value) ? [] : toIssues(validator.errors, prefix);
    },
    validateBlocks(blocks) {
      const issues: ValidationIssue[] = [];
      const seen = new Set<string>();
      const ids = new Set(blocks.map((block) => block.contentId));
      const cyclic = cyclicIds(blocks);
      blocks.forEach((block, index) => {
        const at = `/blocks/${index}`;
        if (typeof block.contentId !== 'string' || !CONTENT_ID.test(block.contentId)) {
          issues.push({ path: `${at}/contentId`, message: 'must be a lowercase id of letters, digits, "-" or "_"' });
        } else if (seen.has(block.contentId)) {
          issues.push({ path: `${at}/contentId`, message: `duplicate id "${block.contentId}"` });
        }
        seen.add(block.contentId);
        if (block.parentId !== undefined && !ids.has(block.parentId)) {
          issues.push({ path: `${at}/parentId`, message: `no block "${block.parentId}" on this page` });
        } else if (block.parentId !== undefined && cyclic.has(block.contentId)) {
          issues.push({ path: `${at}/parentId`, message: `block "${block.parentId}" is nested inside this block` });
        }
        issues.push(...validateProps(block.component, block.props, `${at}/props`));
      });
      return issues;
    },
  };
}
