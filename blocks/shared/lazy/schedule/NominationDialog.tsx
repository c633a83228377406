import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNominate, useNominationForm } from '../../../../src/api/lazy/schedule-actions';
import { toast, usePageContext } from '../../../../src/app/block-kit';
import { responsesOf, type AnswerDraft, type EvaluationForm } from '../../../../src/engine/lazy/evaluation-answers';
import { focusFirstProblem, questionErrors, type ProblemKeys } from '../questions/question-errors';
import { QuestionSections } from '../questions/QuestionSections';
import { ScheduleDialog } from './ScheduleDialog';

/** The problems the attendee can fix in the form, by the key shown under the question. */
const SHOWN_PROBLEMS: ProblemKeys = {
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = questionErrors(form, drafts, SHOWN_PROBLEMS);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstProblem(event.currentTarget, found);
    nominate.mutate(
      { sessionId, submission: { evaluationId: form.id, responses: responsesOf(form, drafts) } },
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
      <QuestionSections
        form={form}
        drafts={drafts}
        errors={errors}
        delimiter={settings.settings.evaluationQuestionDelimiter}
        onChange={(id, draft) => setDrafts((current) => ({ ...current, [id]: draft }))}
      />
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
  const { locale } = usePageContext();
  const form = useNominationForm(sessionId, locale);
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
