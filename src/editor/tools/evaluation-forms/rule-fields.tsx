import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../engine';
import { LOGIC_ACTIONS, LOGIC_OPERATORS } from '../../../engine/lazy/evaluation-logic';
import { textIn, type AuthoredEvaluationForm } from '../../../engine/lazy/evaluation-forms';
import { CheckboxField, ProblemsAt, SelectField, TextField, pathAttribute } from './field';
import { editRule, removeRule, type AuthoredRule } from './form-draft';
import { LocalizedField } from './localized-field';

const K = 'translate.base.tools.evaluation-forms';

/** Operators and actions by the slug of their translation key (keys hold no spaces). */
const OPERATOR_KEYS: Record<AuthoredRule['operator'], string> = { Equals: 'equals', 'Not Equals': 'not-equals', 'Greater than': 'greater-than', 'Less than': 'less-than' };
const ACTION_KEYS: Record<AuthoredRule['actions'][number], string> = { Required: 'required', Visible: 'visible' };

interface RuleFieldsProps {
  form: AuthoredEvaluationForm;
  s: number;
  q: number;
  r: number;
  rule: AuthoredRule;
  /** The question the rule belongs to. */
  questionId: string;
  locale: Locale;
  onChange(form: AuthoredEvaluationForm): void;
}

/**
 * One logic rule of a question: the parent picked from the form's other questions, the operator, the trigger picked
 * from the parent's options (their values and scores) or typed, what it does, and a label override.
 */
export function RuleFields({ form, s, q, r, rule, questionId, locale, onChange }: RuleFieldsProps) {
  const { t } = useTranslation();
  const suggestions = useId();
  const path = `/questionSections/${s}/evaluationQuestions/${q}/evaluationLogic/${r}`;
  const number = r + 1;
  const change = (recipe: Parameters<typeof editRule>[4]) => onChange(editRule(form, s, q, r, recipe));
  const others = form.questionSections.flatMap((section) => section.evaluationQuestions).filter((question) => question.id !== questionId);
  const parent = others.find((question) => question.id === rule.parentQuestionId);
  const triggers = [
    ...(parent?.options ?? []).map((option) => ({ value: option.value, label: textIn(option.displayValue, locale) })),
    ...(parent?.options ?? []).flatMap((option) => (option.scoreValue === null ? [] : [{ value: String(option.scoreValue), label: t(`${K}.rule.score`, { score: option.scoreValue }) }])),
  ].filter((trigger, index, all) => all.findIndex((other) => other.value === trigger.value) === index);
  const toggle = (action: AuthoredRule['actions'][number], on: boolean) =>
    change((draft) => {
      draft.actions = LOGIC_ACTIONS.filter((candidate) => (candidate === action ? on : draft.actions.includes(candidate)));
    });

  return (
    <fieldset className="evaluation-forms__rule" tabIndex={-1} {...pathAttribute(path)}>
      <legend>{t(`${K}.rule`, { number })}</legend>
      <ProblemsAt path={path} />
      <SelectField
        label={t(`${K}.rule.parent`)}
        path={`${path}/parentQuestionId`}
        value={rule.parentQuestionId}
        options={others.map((question) => ({ value: question.id, label: `${question.id}: ${textIn(question.questionText, locale)}` }))}
        onChange={(value) => change((draft) => void (draft.parentQuestionId = value))}
      />
      <SelectField
        label={t(`${K}.rule.operator`)}
        path={`${path}/operator`}
        value={rule.operator}
        options={LOGIC_OPERATORS.map((operator) => ({ value: operator, label: t(`${K}.operator.${OPERATOR_KEYS[operator]}`) }))}
        onChange={(value) => change((draft) => void (draft.operator = value))}
      />
      <TextField
        label={t(`${K}.rule.trigger`)}
        path={`${path}/triggerValue`}
        value={rule.triggerValue}
        hint={t(`${K}.rule.trigger-hint`)}
        list={suggestions}
        onChange={(value) => change((draft) => void (draft.triggerValue = value))}
      />
      <datalist id={suggestions}>
        {triggers.map((trigger) => (
          <option key={trigger.value} value={trigger.value} label={trigger.label} />
        ))}
      </datalist>
      <fieldset className="evaluation-forms__actions-group" {...pathAttribute(`${path}/actions`)}>
        <legend>{t(`${K}.rule.actions`)}</legend>
        <ProblemsAt path={`${path}/actions`} />
        {LOGIC_ACTIONS.map((action) => (
          <CheckboxField
            key={action}
            label={t(`${K}.action.${ACTION_KEYS[action]}`)}
            path={`${path}/actions/${action}`}
            checked={rule.actions.includes(action)}
            onChange={(on) => toggle(action, on)}
          />
        ))}
      </fieldset>
      <LocalizedField
        label={(language) => t(`${K}.rule.label`, { language })}
        path={`${path}/labelOverride`}
        text={rule.labelOverride ?? { 'en-us': '' }}
        locale={locale}
        onChange={(text) => change((draft) => void (draft.labelOverride = Object.values(text).some((value) => value !== '') ? text : null))}
      />
      <div className="evaluation-forms__tools">
        <button type="button" className="button" onClick={() => onChange(removeRule(form, s, q, r))}>
          {t(`${K}.rule.remove`, { number, id: questionId })}
        </button>
      </div>
    </fieldset>
  );
}
