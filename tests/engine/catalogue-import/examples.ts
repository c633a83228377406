import { existsSync, readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { fromRoot } from '../../../server/paths';

/** The c3voc schemas and real exports shared next to the project (not part of it): tests using them skip without it. */
export const C3VOC_DIR = fromRoot('..', 'shared', 'standards', 'c3voc-schedule');
export const hasC3vocExamples = existsSync(C3VOC_DIR);

export const readC3voc = (file: string): unknown => JSON.parse(readFileSync(`${C3VOC_DIR}/${file}`, 'utf8'));

export type C3vocStandardSchema = 'schema.json' | 'schema2.json';

const standardValidators = new Map<C3vocStandardSchema, ValidateFunction>();

/**
 * A validator for the published c3voc schema (draft-06), as published: not strict, because its authors use keywords
 * of later drafts and their own (`deprecated`, `$oneOf`, `$todo`) that carry no rule.
 */
export function c3vocStandard(file: C3vocStandardSchema): ValidateFunction {
  const known = standardValidators.get(file);
  if (known) return known;
  const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true, logger: false });
  ajv.addMetaSchema(draft06);
  addFormats(ajv);
  ajv.addFormat('color', /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i);
  // Some revisions of the schemas carry `// TODO` lines, which JSON does not allow.
  const text = readFileSync(`${C3VOC_DIR}/${file}`, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const validate = ajv.compile(JSON.parse(text) as object);
  standardValidators.set(file, validate);
  return validate;
}
