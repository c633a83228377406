import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionErrors, type ProblemKeys } from '../../../../blocks/shared/lazy/questions/question-errors';
import { QuestionSections } from '../../../../blocks/shared/lazy/questions/QuestionSections';
import { useViewer } from '../../../app/viewer';
import type { Locale } from '../../../engine';
import type { AnswerDraft } from '../../../engine/lazy/evaluation-answers';
import { localizeForm, type AuthoredEvaluationForm } from '../../../engine/lazy/evaluation-forms';
import { LanguageSelect } from './language-select';

const K = 'translate.base.tools.evaluation-forms';

/** The problems an attendee would be told about, as the evaluation and nomination forms word them. */
const SHOWN_PROBLEMS: ProblemKeys = {
  required: 'translate.base.questions.validation.required',
  'too-long': 'translate.base.questions.validation.too-long',
};

interface FormPreviewProps {
  form: AuthoredEvaluationForm;
  /** The language shown first: the one being edited. */
  locale: Locale;
  /** Radio options show their scores (evaluation forms), or only their words (the nomination form). */
  showScores: boolean;
}

/**
 * The draft as an attendee meets it, in a language picked here, with the site's own question components: answering
 * runs the form's logic, so a follow-up appears as soon as the answer it depends on is given. Nothing is sent.
 */
export function FormPreview({ form, locale: initialLocale, showScores }: FormPreviewProps) {
  const { t } = useTranslation();
  const { settings } = useViewer();
  const languageId = useId();
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>({});
  // Once checked, the problems follow the answers as they change.
  const [checked, setChecked] = useState(false);
  const localized = useMemo(() => localizeForm(form, locale), [form, locale]);
  const errors = useMemo(() => (checked ? questionErrors(localized, drafts, SHOWN_PROBLEMS) : null), [checked, localized, drafts]);

  return (
    <div className="evaluation-forms__preview">
      <p className="evaluation-forms__hint">{t(`${K}.preview.hint`)}</p>
      <div className="evaluation-forms__row">
        <LanguageSelect id={languageId} label={t(`${K}.preview.language`)} value={locale} onChange={setLocale} />
      </div>
      <div className="evaluation-forms__attendee-view" lang={locale}>
        <QuestionSections
          form={localized}
          drafts={drafts}
          errors={errors ?? {}}
          delimiter={settings.settings.evaluationQuestionDelimiter}
          showScores={showScores}
          onChange={(id, draft) => setDrafts((current) => ({ ...current, [id]: draft }))}
        />
      </div>
      {errors && Object.keys(errors).length === 0 && <p role="status">{t(`${K}.preview.complete`)}</p>}
      <div className="evaluation-forms__tools">
        <button type="button" className="button" onClick={() => setChecked(true)}>
          {t(`${K}.preview.check`)}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDrafts({});
            setChecked(false);
          }}
        >
          {t(`${K}.preview.clear`)}
        </button>
      </div>
    </div>
  );
}
