import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNominate, useNominationForm } from '../../../../src/api/lazy/schedule-actions';
import { toast, usePageContext } from '../../../../src/app/block-kit';
import {
  answerIssues,
  formQuestions,
  responsesOf,
  shownQuestionText,
  type AnswerDraft,
  type AnswerProblem,
  type EvaluationForm,
} from '../../../../src/engine/lazy/evaluation-answers';
import { QuestionField } from './QuestionField';
import { ScheduleDialog } from './ScheduleDialog';

/** The problems the attendee can fix in the form, by the key shown under the question. */
const SHOWN_PROBLEMS: Partial<Record<AnswerProblem, string>> = {
  required: 'translate.base.questions.validation.required',
  'too-long': 'translate.base.questions.validation.too-long',
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

interface NominationDialogProps {
  sessionId: string;
  title: string;
  onClose(): void;
}

/** Spec 1 §8: why nominating is not possible now, as the server said it, or a default. */
function UnavailableDialog({ message, onClose }: { message: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ScheduleDialog title={t('translate.base.roundtable.nomination-availibility-title')} onClose={onClose}>
      <p className="schedule-dialog__text">{message || t('translate.base.roundtable.nomination-availability-default')}</p>
    </ScheduleDialog>
  );
}

function NominationForm({ form, sessionId, title, onClose, onUnavailable }: NominationDialogProps & { form: EvaluationForm; onUnavailable(message: string): void }) {
  const { t } = useTranslation();
  const { settings } = usePageContext();
  const nominate = useNominate();
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const delimiter = settings.settings.evaluationQuestionDelimiter;
  const visible = new Set(formQuestions(form).map((question) => question.id));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const responses = responsesOf(form, drafts);
    const found = Object.fromEntries(
      answerIssues(form, responses).flatMap((issue) => (SHOWN_PROBLEMS[issue.problem] ? [[issue.questionId, SHOWN_PROBLEMS[issue.problem] as string]] : [])),
    );
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-question-id="${CSS.escape(first)}"] :is(input, textarea, select)`)?.focus();
      return;
    }
    nominate.mutate(
      { sessionId, submission: { evaluationId: form.id, responses } },
      {
        onSuccess: () => {
          toast.show({ message: 'translate.base.roundtable.nominated', values: { title }, kind: 'success' });
          onClose();
        },
        onError: (error) => onUnavailable(messageOf(error)),
      },
    );
  };

  return (
    <form className="nomination-form" noValidate onSubmit={submit}>
      {[...form.questionSections]
        .sort((a, b) => a.order - b.order)
        .filter((section) => section.evaluationQuestions.some((question) => visible.has(question.id)))
        .map((section) => (
          <section key={`${section.order}-${section.name}`} className="nomination-form__section">
            {section.name && <h3 className="nomination-form__section-name">{section.name}</h3>}
            {section.introduction && <p className="nomination-form__intro">{section.introduction}</p>}
            {formQuestions({ ...form, questionSections: [section] }).map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                label={shownQuestionText(question.questionText, delimiter)}
                draft={drafts[question.id]}
                error={errors[question.id]}
                onChange={(draft) => setDrafts((current) => ({ ...current, [question.id]: draft }))}
              />
            ))}
          </section>
        ))}
      <div className="schedule-dialog__actions">
        <button type="submit" className="schedule-button schedule-button--primary" disabled={nominate.isPending}>
          {t('translate.base.roundtable.form.submit')}
        </button>
        <button type="button" className="schedule-button" onClick={onClose}>
          {t('translate.base.schedule.dialog.back')}
        </button>
      </div>
    </form>
  );
}

/**
 * The nomination form of a roundtable (spec 1 §2, §5) in a dialog: its questions by type, checked when sent
 * (required, 1350 characters), unanswered ones left out. When the server will not take a nomination (closed, already
 * nominated, no form), the dialog titled nomination-availability says why.
 */
export default function NominationDialog({ sessionId, title, onClose }: NominationDialogProps) {
  const { t } = useTranslation();
  const form = useNominationForm(sessionId);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  if (unavailable !== null || form.error) return <UnavailableDialog message={unavailable ?? messageOf(form.error)} onClose={onClose} />;
  return (
    <ScheduleDialog title={t('translate.base.roundtable.form.title', { title })} onClose={onClose}>
      {form.data ? (
        <NominationForm form={form.data} sessionId={sessionId} title={title} onClose={onClose} onUnavailable={setUnavailable} />
      ) : (
        <p className="schedule-dialog__text" role="status">
          {t('translate.base.schedule.loading')}
        </p>
      )}
    </ScheduleDialog>
  );
}
