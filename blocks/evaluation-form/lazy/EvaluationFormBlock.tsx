import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../src/api/lazy/catalogue-items';
import type { EvaluationTarget } from '../../../src/api/lazy/evaluations';
import { EditorNote, toast, usePageContext, type BlockComponentProps } from '../../../src/app/block-kit';
import { localizedPath, sessionPath } from '../../../src/engine';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { EvaluationPanel, type EvaluationOutcome, type OutcomeCause } from '../../shared/lazy/evaluation/EvaluationPanel';
import { evaluationText } from '../../shared/lazy/evaluation/texts';
import type { EvaluationFormProps } from '../props.gen';

/** Where the evaluations page is (spec 1 §2): a form of its own sends the attendee back there once it is sent. */
const EVALUATIONS_PATH = '/evaluations';

function targetOf(props: EvaluationFormProps, params: Record<string, string>): EvaluationTarget | undefined {
  if (props.evaluation === 'conference') return { kind: 'conference' };
  if (props.evaluation === 'survey') return props.surveyId ? { kind: 'survey', id: props.surveyId } : undefined;
  return params.id ? { kind: 'session', id: params.id } : undefined;
}

/** On a page of its own, the session evaluated: its title, linking to its detail. */
function EvaluatedSession({ id }: { id: string }) {
  const { locale } = usePageContext();
  const session = useSession(id);
  if (!session.data) return null;
  return (
    <p className="evaluation-form__session">
      <a href={localizedPath(locale, sessionPath(session.data))}>{session.data.title}</a>
    </p>
  );
}

/**
 * The evaluation form block (spec 1 §2, §4; spec 3 §5): a session's evaluation (inline on its detail page at #evals,
 * or on /evaluations/{id}), the conference evaluation (/evaluations/conference) or a survey. Session and conference
 * evaluations are the signed-in attendee's and need showEvaluations; a survey open to anonymous answers works signed out.
 */
export default function EvaluationFormBlock({ props }: BlockComponentProps<EvaluationFormProps>) {
  const { user, settings, isEditor, params, locale } = usePageContext();
  const navigate = useNavigate();
  const target = targetOf(props, params);
  const personal = target?.kind !== 'survey';
  if (personal && !settings.features.showEvaluations) return isEditor ? <EditorNote messageKey={evaluationText('editor.flag-off')} values={{}} /> : null;
  if (!target) return isEditor ? <EditorNote messageKey={evaluationText('editor.no-target')} values={{}} /> : null;
  if (personal && !user) return null;

  const ownPage = !props.inline;
  const onOutcome = (outcome: EvaluationOutcome, cause: OutcomeCause) => {
    // An inline form that closed while the attendee answered it goes away: they are told why.
    if (outcome === 'unavailable' && cause === 'submit' && !ownPage) toast.show({ message: evaluationText('info.unavailable'), kind: 'warning' });
    // A survey is no personal evaluation: its answerer (maybe signed out) has no evaluations page to go back to.
    if (outcome !== 'submitted' || !ownPage || !personal) return;
    toast.show({ message: evaluationText('info.thank-you'), kind: 'success' });
    void navigate(localizedPath(locale, EVALUATIONS_PATH));
  };
  const frame = (content: ReactNode) => (
    <HeadedSection fields={props} className="evaluation-form">
      {target.kind === 'session' && !props.inline && <EvaluatedSession id={target.id} />}
      {content}
    </HeadedSection>
  );
  const level = Math.min((props.headingLevel ?? 2) + 1, 4) as 2 | 3 | 4;
  return (
    <EvaluationPanel
      key={`${target.kind}:${'id' in target ? target.id : ''}`}
      target={target}
      thankInPlace={!ownPage || !personal}
      explainUnavailable={ownPage}
      onOutcome={onOutcome}
      frame={frame}
      headingLevel={level}
    />
  );
}
