import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import authoredFormSchema from '../../../../schemas/api/evaluations/authored-form.json';
import formKeySchema from '../../../../schemas/api/evaluations/form-key.json';
import localizedTextSchema from '../../../../schemas/api/evaluations/localized-text.json';
import type { ValidationIssue } from '../../../engine';
import { formKeyProblems } from '../../../engine/lazy/evaluation-form-keys';
import { authoredFormProblems, type AuthoredEvaluationForm } from '../../../engine/lazy/evaluation-forms';
import { toIssues } from '../../../engine/lazy/validation';

/** What the editor makes of the draft's text. */
export interface DraftVerdict {
  /** The text parsed; undefined when it is no JSON. */
  parsed: unknown;
  /**
   * The draft as a form the UI view and the preview can show: its shape is a form's, though some values may still be
   * wrong (an empty id, an unknown type), which the problems name.
   */
  form: AuthoredEvaluationForm | undefined;
  /** Everything to fix before publishing, with paths into the form; empty when the server would take it. */
  problems: ValidationIssue[];
}

/** Schema errors about a value, not the shape: a form with only these can still be shown and edited field by field. */
const VALUE_KEYWORDS = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'enum', 'pattern']);

// The server's schemas, compiled once the tool opens: the browser refuses what the server would.
let validate: ValidateFunction | undefined;
const formKeyPattern = new RegExp(formKeySchema.pattern, 'u');

/** Whether `formKey` is a key the server takes (the schema's pattern). */
export const isFormKey = (formKey: string): boolean => formKeyPattern.test(formKey);

/**
 * The problems of `text` as the next version of `formKey`: a text that is no JSON, what breaks the form's schema, and,
 * once the draft has a form's shape, the checks the server makes when publishing (ids, logic rules, the survey's id).
 */
export function judgeDraft(text: string, formKey: string): DraftVerdict {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { parsed: undefined, form: undefined, problems: [{ path: '', message: error instanceof Error ? error.message : String(error) }] };
  }
  validate ??= new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }).addSchema(localizedTextSchema).compile(authoredFormSchema);
  const shapeProblems = validate(parsed) ? [] : (validate.errors ?? []);
  if (shapeProblems.some((error) => !VALUE_KEYWORDS.has(error.keyword))) return { parsed, form: undefined, problems: toIssues(shapeProblems) };
  const form = parsed as AuthoredEvaluationForm;
  return { parsed, form, problems: [...toIssues(shapeProblems), ...formKeyProblems(formKey, form), ...authoredFormProblems(form)] };
}
