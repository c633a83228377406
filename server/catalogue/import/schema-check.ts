import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import c3vocV1Conventions from './c3voc/v1.conventions.schema.json' with { type: 'json' };
import c3vocV1 from './c3voc/v1.schema.json' with { type: 'json' };
import c3vocV2Conventions from './c3voc/v2.conventions.schema.json' with { type: 'json' };
import c3vocV2 from './c3voc/v2.schema.json' with { type: 'json' };
import sessionize from './sessionize/schema.json' with { type: 'json' };
import type { ImportFormat, ImportIssue } from './types';

/**
 * Per format, the project's schema of what the import reads and, where written, one of the format's conventions
 * (rules real exports break that the import can do without).
 */
const SCHEMAS: Record<ImportFormat, { reads: object; conventions?: object }> = {
  'c3voc-v1': { reads: c3vocV1, conventions: c3vocV1Conventions },
  'c3voc-v2': { reads: c3vocV2, conventions: c3vocV2Conventions },
  sessionize: { reads: sessionize },
};

interface Validators {
  reads: ValidateFunction;
  conventions: ValidateFunction | undefined;
}

let ajv: Ajv2020 | undefined;
const validators = new Map<ImportFormat, Validators>();

function createAjv(): Ajv2020 {
  const instance = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(instance);
  return instance;
}

/** Compiled once per format, on first use. */
function validatorsFor(format: ImportFormat): Validators {
  const known = validators.get(format);
  if (known) return known;
  ajv ??= createAjv();
  const { reads, conventions } = SCHEMAS[format];
  const compiled = { reads: ajv.compile(reads), conventions: conventions && ajv.compile(conventions) };
  validators.set(format, compiled);
  return compiled;
}

// Values the import reads as times must be times; a wrong type means the file is not what it claims to be.
const FATAL_FORMATS: ReadonlySet<unknown> = new Set(['date', 'date-time', 'time']);

const isFatal = (error: ErrorObject): boolean =>
  error.keyword === 'type' || (error.keyword === 'format' && FATAL_FORMATS.has(error.params.format));

/** Where an ajv error points: at the missing or unexpected property itself, not at its parent. */
export function issuePath(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const property = params.missingProperty ?? params.additionalProperty;
  return property === undefined ? error.instancePath : `${error.instancePath}/${String(property).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** ajv's words where they would puzzle someone reading an import report. */
const WARNING_MESSAGES: Readonly<Record<string, string>> = {
  additionalProperties: 'not part of the format; ignored',
  'false schema': 'not allowed here; ignored',
};

const toIssue = (error: ErrorObject, fatal: boolean): ImportIssue => ({
  path: issuePath(error),
  message: (!fatal && WARNING_MESSAGES[error.keyword]) || (error.message ?? error.keyword),
});

// `if` only says which branch failed; the branch's own errors say what is wrong.
function errorsOf(validate: ValidateFunction | undefined, document: unknown): ErrorObject[] {
  if (!validate || validate(document)) return [];
  return (validate.errors ?? []).filter((error) => error.keyword !== 'if');
}

/**
 * The file against its format's schemas. Against what the import reads, wrong types and unreadable dates are errors
 * and missing fields warnings (the mapper rejects an entry missing what it needs, where the entry needs it); every
 * deviation from the format's conventions is a warning.
 */
export function schemaIssues(format: ImportFormat, document: unknown): { errors: ImportIssue[]; warnings: ImportIssue[] } {
  const { reads, conventions } = validatorsFor(format);
  const errors = new Map<string, ImportIssue>();
  const warnings = new Map<string, ImportIssue>();
  const sorted = [
    ...errorsOf(reads, document).map((error) => ({ error, fatal: isFatal(error) })),
    ...errorsOf(conventions, document).map((error) => ({ error, fatal: false })),
  ];
  // Alternatives (oneOf branches) and the two schemas can repeat the same complaint about the same value.
  for (const { error, fatal } of sorted) {
    const issue = toIssue(error, fatal);
    (fatal ? errors : warnings).set(`${issue.path} ${issue.message}`, issue);
  }
  return { errors: [...errors.values()], warnings: [...warnings.values()] };
}
