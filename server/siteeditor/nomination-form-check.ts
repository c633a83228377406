import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import form from '../../schemas/api/evaluations/form.json' with { type: 'json' };
import logicRule from '../../schemas/api/evaluations/logic-rule.json' with { type: 'json' };
import option from '../../schemas/api/evaluations/option.json' with { type: 'json' };
import question from '../../schemas/api/evaluations/question.json' with { type: 'json' };
import type { EvaluationForm } from '../../src/engine/lazy/evaluation-answers';
import { formLogicProblems } from '../../src/engine/lazy/evaluation-logic';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import { issuePath } from '../catalogue/import/schema-check';

let validate: ValidateFunction | undefined;

/**
 * The roundtable nomination form (site setting roundtableNominationForm) against the evaluation form's schema and
 * logic, the shape GET /evaluation/roundtable/{id} answers it in: a form that breaks either is refused when saved,
 * not when an attendee opens the nomination dialog. None (null) switches nominations off. Compiled on first use.
 */
export function nominationFormProblems(value: unknown, path: string): ValidationIssue[] {
  if (value === null) return [];
  validate ??= new Ajv2020({ strict: true, allErrors: true }).addSchema([option, logicRule, question]).compile(form);
  // Its logic too: nominations apply it (unknown parents, triggers no answer meets and cycles are refused).
  if (validate(value)) return formLogicProblems(value as EvaluationForm).map((problem) => ({ path: `${path}${problem.path}`, message: problem.message }));
  return (validate.errors ?? []).map((error) => ({ path: `${path}${issuePath(error)}`, message: error.message ?? error.keyword }));
}
