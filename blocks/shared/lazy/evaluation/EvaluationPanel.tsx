import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluationRefusal, useEvaluationForm, useSubmitEvaluation, type EvaluationRefusal, type EvaluationTarget } from '../../../../src/api/lazy/evaluations';
import { toast, usePageContext } from '../../../../src/app/block-kit';
import { EvaluationFormView } from './EvaluationFormView';
import { evaluationText } from './texts';
import './evaluation.css';

/** What became of the evaluation the panel shows; the block holding it decides what follows (navigate, open a section, tell). */
export type EvaluationOutcome = 'submitted' | EvaluationRefusal;
/** Whether the outcome came with the form's loading or with the attendee's submission. */
export type OutcomeCause = 'load' | 'submit';

export interface EvaluationPanelProps {
  target: EvaluationTarget;
  onOutcome?(outcome: EvaluationOutcome, cause: OutcomeCause): void;
  /** Say in place that the evaluation cannot be answered now (a form on a page of its own), instead of showing nothing. */
  explainUnavailable?: boolean;
  /** After a submission the panel thanks the attendee in place (an inline form); otherwise its holder moves on. */
  thankInPlace: boolean;
  headingLevel?: 2 | 3 | 4;
  /** What holds the panel's content whenever it shows any (the block's heading): nothing is framed when nothing shows. */
  frame?(content: ReactNode): ReactNode;
}

const unframed = (content: ReactNode) => content;

/** Spec 1 §8: which words a failure uses, a survey's or an evaluation's. */
const failureKey = (target: EvaluationTarget, what: 'load' | 'submit') => evaluationText(`error.${what}-${target.kind === 'survey' ? 'survey' : 'evaluation'}`);

/**
 * A status line. After the attendee's own action it takes focus (the form it replaces had it), so a keyboard or
 * screen-reader user learns what happened; on arrival it leaves focus where it is.
 */
function Announced({ text, tone, takeFocus }: { text: string; tone: 'done' | 'info'; takeFocus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={ref} tabIndex={-1} role="status" className={`evaluation-form__status evaluation-form__status--${tone}`}>
      {text}
    </p>
  );
}

/**
 * One evaluation for the attendee (spec 1 §4, spec 3 §5): its form loaded in their language and shown only while it can
 * be answered. Answered before (here or elsewhere) it says so; not open, switched off or unknown it shows nothing; a
 * load failure is told in a toast and the form stays hidden; a failed submission keeps the answers and says so in a
 * toast that stays until dismissed.
 */
export function EvaluationPanel({ target, onOutcome, thankInPlace, explainUnavailable = false, headingLevel, frame = unframed }: EvaluationPanelProps) {
  const { t } = useTranslation();
  const { locale, user } = usePageContext();
  const form = useEvaluationForm(target, locale);
  const submit = useSubmitEvaluation(target, { signedIn: user !== null });
  const [outcome, setOutcome] = useState<EvaluationOutcome | null>(null);
  const loadRefusal = form.error ? evaluationRefusal(form.error) : null;

  useEffect(() => {
    if (loadRefusal === 'failed') toast.show({ message: failureKey(target, 'load'), kind: 'error' });
    if (loadRefusal) onOutcome?.(loadRefusal, 'load');
    // Told once per failed load, not on every drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadRefusal]);

  const settle = (next: EvaluationOutcome) => {
    setOutcome(next);
    onOutcome?.(next, 'submit');
  };

  const send: Parameters<typeof EvaluationFormView>[0]['onSubmit'] = (submission) =>
    submit.mutate(submission, {
      onSuccess: () => settle('submitted'),
      onError: (error) => {
        const refusal = evaluationRefusal(error);
        if (refusal === 'failed') toast.show({ message: failureKey(target, 'submit'), kind: 'error', persistent: true });
        else settle(refusal);
      },
    });

  const state = outcome ?? loadRefusal;
  const afterAction = outcome !== null;
  if (state === 'submitted') return thankInPlace ? frame(<Announced tone="done" takeFocus text={t(evaluationText('info.thank-you'))} />) : null;
  if (state === 'completed') return frame(<Announced tone="info" takeFocus={afterAction} text={t(evaluationText('info.completed'))} />);
  if (state === 'unavailable' && explainUnavailable) return frame(<Announced tone="info" takeFocus={afterAction} text={t(evaluationText('info.unavailable'))} />);
  if (state) return null;
  if (!form.data) {
    return frame(
      <p role="status" className="evaluation-form__status">
        {t(evaluationText('loading'))}
      </p>,
    );
  }
  return frame(<EvaluationFormView form={form.data} onSubmit={send} sending={submit.isPending} headingLevel={headingLevel} />);
}
