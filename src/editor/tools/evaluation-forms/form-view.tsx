import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../engine';
import type { AuthoredEvaluationForm } from '../../../engine/lazy/evaluation-forms';
import { ProblemsAt, TextField, pathAttribute } from './field';
import { addQuestion, addSection, editForm, editSection, moveSection, removeSection, type AuthoredSection } from './form-draft';
import { LocalizedField } from './localized-field';
import { QuestionFields } from './question-fields';

const K = 'translate.base.tools.evaluation-forms';

interface SectionFieldsProps {
  form: AuthoredEvaluationForm;
  s: number;
  section: AuthoredSection;
  locale: Locale;
  onChange(form: AuthoredEvaluationForm): void;
}

/** One section: its name and introduction, its questions, and the section's own tools. */
function SectionFields({ form, s, section, locale, onChange }: SectionFieldsProps) {
  const { t } = useTranslation();
  const path = `/questionSections/${s}`;
  const number = s + 1;
  const change = (recipe: Parameters<typeof editSection>[2]) => onChange(editSection(form, s, recipe));
  return (
    <fieldset className="evaluation-forms__section" tabIndex={-1} {...pathAttribute(path)}>
      <legend>{t(`${K}.section`, { number })}</legend>
      <ProblemsAt path={path} />
      <LocalizedField label={(language) => t(`${K}.section.name`, { language })} path={`${path}/name`} text={section.name} locale={locale} onChange={(text) => change((draft) => void (draft.name = text))} />
      <LocalizedField
        label={(language) => t(`${K}.section.introduction`, { language })}
        path={`${path}/introduction`}
        text={section.introduction}
        locale={locale}
        multiline
        onChange={(text) => change((draft) => void (draft.introduction = text))}
      />
      <ProblemsAt path={`${path}/evaluationQuestions`} />
      {section.evaluationQuestions.map((question, q) => (
        <QuestionFields key={q} form={form} s={s} q={q} question={question} count={section.evaluationQuestions.length} locale={locale} onChange={onChange} />
      ))}
      <div className="evaluation-forms__tools">
        <button type="button" className="button" onClick={() => onChange(addQuestion(form, s))}>
          {t(`${K}.question.add`, { number })}
        </button>
        <button type="button" className="button" disabled={s === 0} onClick={() => onChange(moveSection(form, s, -1))}>
          {t(`${K}.section.move-up`, { number })}
        </button>
        <button type="button" className="button" disabled={s === form.questionSections.length - 1} onClick={() => onChange(moveSection(form, s, 1))}>
          {t(`${K}.section.move-down`, { number })}
        </button>
        <button type="button" className="button" onClick={() => onChange(removeSection(form, s))}>
          {t(`${K}.section.remove`, { number })}
        </button>
      </div>
    </fieldset>
  );
}

/** The UI view of the draft: the form's id, then its sections with their questions, options and rules. */
export function FormView({ form, locale, onChange }: { form: AuthoredEvaluationForm; locale: Locale; onChange(form: AuthoredEvaluationForm): void }) {
  const { t } = useTranslation();
  return (
    <div className="evaluation-forms__form-view">
      <TextField label={t(`${K}.form-id`)} path="/id" value={form.id} onChange={(id) => onChange(editForm(form, (draft) => void (draft.id = id)))} />
      <ProblemsAt path="/questionSections" />
      {form.questionSections.map((section, s) => (
        <SectionFields key={s} form={form} s={s} section={section} locale={locale} onChange={onChange} />
      ))}
      <button type="button" className="button" onClick={() => onChange(addSection(form))}>
        {t(`${K}.section.add`)}
      </button>
    </div>
  );
}
