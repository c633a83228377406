import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../engine';
import type { AuthoredEvaluationForm } from '../../../engine/lazy/evaluation-forms';
import { CheckboxField, NumberField, ProblemsAt, RenameField, SelectField, TextField, pathAttribute } from './field';
import {
  addOption,
  addRule,
  editOption,
  editQuestion,
  isChoiceType,
  moveOption,
  moveQuestion,
  QUESTION_TYPES,
  removeOption,
  removeQuestion,
  renameQuestion,
  type AuthoredQuestion,
} from './form-draft';
import { LocalizedField } from './localized-field';
import { RuleFields } from './rule-fields';

const K = 'translate.base.tools.evaluation-forms';

interface QuestionFieldsProps {
  form: AuthoredEvaluationForm;
  s: number;
  q: number;
  question: AuthoredQuestion;
  /** How many questions its section has (the last cannot move down). */
  count: number;
  locale: Locale;
  onChange(form: AuthoredEvaluationForm): void;
}

/** The options of a choice question: id, value (what an answer sends), score and text. */
function OptionList({ form, s, q, question, locale, onChange }: Omit<QuestionFieldsProps, 'count'>) {
  const { t } = useTranslation();
  const path = `/questionSections/${s}/evaluationQuestions/${q}/options`;
  return (
    <fieldset className="evaluation-forms__options" tabIndex={-1} {...pathAttribute(path)}>
      <legend>{t(`${K}.options`, { id: question.id })}</legend>
      <ProblemsAt path={path} />
      <ol>
        {question.options.map((option, o) => {
          const at = `${path}/${o}`;
          const number = o + 1;
          const change = (recipe: Parameters<typeof editOption>[4]) => onChange(editOption(form, s, q, o, recipe));
          return (
            <li key={o} className="evaluation-forms__option" {...pathAttribute(at)}>
              <TextField label={t(`${K}.option.id`, { number })} path={`${at}/id`} value={option.id} onChange={(id) => change((draft) => void (draft.id = id))} />
              <TextField label={t(`${K}.option.value`, { number })} path={`${at}/value`} value={option.value} onChange={(value) => change((draft) => void (draft.value = value))} />
              <NumberField label={t(`${K}.option.score`, { number })} path={`${at}/scoreValue`} value={option.scoreValue} onChange={(score) => change((draft) => void (draft.scoreValue = score))} />
              <LocalizedField
                label={(language) => t(`${K}.option.text`, { number, language })}
                path={`${at}/displayValue`}
                text={option.displayValue}
                locale={locale}
                onChange={(text) => change((draft) => void (draft.displayValue = text))}
              />
              <div className="evaluation-forms__tools">
                <button type="button" className="button" disabled={o === 0} onClick={() => onChange(moveOption(form, s, q, o, -1))}>
                  {t(`${K}.option.move-up`, { number, id: question.id })}
                </button>
                <button type="button" className="button" disabled={o === question.options.length - 1} onClick={() => onChange(moveOption(form, s, q, o, 1))}>
                  {t(`${K}.option.move-down`, { number, id: question.id })}
                </button>
                <button type="button" className="button" onClick={() => onChange(removeOption(form, s, q, o))}>
                  {t(`${K}.option.remove`, { number, id: question.id })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" onClick={() => onChange(addOption(form, s, q))}>
        {t(`${K}.option.add`, { id: question.id })}
      </button>
    </fieldset>
  );
}

/** One question: id, type, text, whether it starts required and visible, its options and its logic rules. */
export function QuestionFields({ form, s, q, question, count, locale, onChange }: QuestionFieldsProps) {
  const { t } = useTranslation();
  const path = `/questionSections/${s}/evaluationQuestions/${q}`;
  const change = (recipe: Parameters<typeof editQuestion>[3]) => onChange(editQuestion(form, s, q, recipe));
  const rulesPath = `${path}/evaluationLogic`;
  return (
    <fieldset className="evaluation-forms__question" tabIndex={-1} {...pathAttribute(path)}>
      <legend>{t(`${K}.question`, { id: question.id })}</legend>
      <ProblemsAt path={path} />
      <div className="evaluation-forms__row">
        <RenameField label={t(`${K}.question.id`)} path={`${path}/id`} value={question.id} onRename={(id) => onChange(renameQuestion(form, s, q, id))} />
        <SelectField
          label={t(`${K}.question.type`)}
          path={`${path}/type`}
          value={question.type}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`${K}.type.${type}`) }))}
          onChange={(type) => change((draft) => void (draft.type = type))}
        />
        <CheckboxField label={t(`${K}.question.required`)} path={`${path}/required`} checked={question.required} onChange={(on) => change((draft) => void (draft.required = on))} />
        <CheckboxField label={t(`${K}.question.visible`)} path={`${path}/visible`} checked={question.visible} onChange={(on) => change((draft) => void (draft.visible = on))} />
      </div>
      <LocalizedField
        label={(language) => t(`${K}.question.text`, { language })}
        path={`${path}/questionText`}
        text={question.questionText}
        locale={locale}
        multiline
        onChange={(text) => change((draft) => void (draft.questionText = text))}
      />
      {(isChoiceType(question.type) || question.options.length > 0) && <OptionList form={form} s={s} q={q} question={question} locale={locale} onChange={onChange} />}
      <fieldset className="evaluation-forms__rules" tabIndex={-1} {...pathAttribute(rulesPath)}>
        <legend>{t(`${K}.rules`, { id: question.id })}</legend>
        <p className="evaluation-forms__hint">{t(`${K}.rules.hint`)}</p>
        <ProblemsAt path={rulesPath} />
        {(question.evaluationLogic ?? []).map((rule, r) => (
          <RuleFields key={r} form={form} s={s} q={q} r={r} rule={rule} questionId={question.id} locale={locale} onChange={onChange} />
        ))}
        <button type="button" className="button" onClick={() => onChange(addRule(form, s, q))}>
          {t(`${K}.rule.add`, { id: question.id })}
        </button>
      </fieldset>
      <div className="evaluation-forms__tools">
        <button type="button" className="button" disabled={q === 0} onClick={() => onChange(moveQuestion(form, s, q, -1))}>
          {t(`${K}.question.move-up`, { id: question.id })}
        </button>
        <button type="button" className="button" disabled={q === count - 1} onClick={() => onChange(moveQuestion(form, s, q, 1))}>
          {t(`${K}.question.move-down`, { id: question.id })}
        </button>
        <button type="button" className="button" onClick={() => onChange(removeQuestion(form, s, q))}>
          {t(`${K}.question.remove`, { id: question.id })}
        </button>
      </div>
    </fieldset>
  );
}
