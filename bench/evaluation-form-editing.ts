/**
 * The evaluation forms tool's live check (issue 20): every keystroke in the UI view writes the draft's JSON and checks
 * it again (parse, the form's schema, the ids and logic rules the server checks), on the largest form the schema
 * allows in practice: 10 sections of 20 questions, 5 scored options each, every other question with a rule. Numbers
 * only; the integrator prints them beside the targets.
 */
import { judgeDraft } from '../src/editor/tools/evaluation-forms/form-check';
import { editQuestion } from '../src/editor/tools/evaluation-forms/form-draft';
import type { AuthoredEvaluationForm } from '../src/engine/lazy/evaluation-forms';
import { percentile } from './stats';

export interface EvaluationFormEditingBench {
  questions: number;
  jsonKiB: number;
  keystrokeP50Ms: number;
  keystrokeP95Ms: number;
}

const text = (words: string) => ({ 'en-us': words, 'de-de': `${words} (de)`, 'fr-fr': `${words} (fr)`, 'ja-jp': `${words} (ja)` });

function largeForm(): AuthoredEvaluationForm {
  return {
    id: 'bench-form',
    questionSections: Array.from({ length: 10 }, (_, s) => ({
      name: text(`Section ${s + 1}`),
      introduction: text('A short introduction to the section.'),
      order: s + 1,
      evaluationQuestions: Array.from({ length: 20 }, (_, q) => {
        const id = `q-${s}-${q}`;
        return {
          id,
          type: 'RadioList' as const,
          questionText: text(`How would you rate part ${q + 1} of section ${s + 1}?`),
          required: q % 3 === 0,
          visible: q % 2 === 0,
          questionOrder: q + 1,
          options: Array.from({ length: 5 }, (_, o) => ({ id: `${id}-${o}`, value: String(o + 1), displayValue: text(`${o + 1} of 5`), scoreValue: o + 1 })),
          ...(q % 2 === 1 ? { evaluationLogic: [{ dependentQuestionId: id, parentQuestionId: `q-${s}-${q - 1}`, operator: 'Less than' as const, triggerValue: '3', actions: ['Visible' as const] }] } : {}),
        };
      }),
    })),
  };
}

export function benchEvaluationFormEditing(): EvaluationFormEditingBench {
  let form = largeForm();
  const samples: number[] = [];
  for (let keystroke = 0; keystroke < 120; keystroke++) {
    const started = performance.now();
    // What one typed character in a question's text does: the edit, the draft's JSON, the check of it.
    form = editQuestion(form, keystroke % 10, 0, (question) => void (question.questionText['en-us'] += 'x'));
    const verdict = judgeDraft(JSON.stringify(form, null, 2), 'survey:bench-form');
    if (verdict.problems.length > 0) throw new Error(`the bench form has problems: ${verdict.problems[0]?.message}`);
    samples.push(performance.now() - started);
  }
  const measured = samples.slice(20);
  return {
    questions: form.questionSections.reduce((sum, section) => sum + section.evaluationQuestions.length, 0),
    jsonKiB: JSON.stringify(form, null, 2).length / 1024,
    keystrokeP50Ms: percentile(measured, 0.5),
    keystrokeP95Ms: percentile(measured, 0.95),
  };
}
