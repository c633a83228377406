import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartQaRun } from '../../../src/api/lazy/qa';
import { siteOrigin, usePageContext } from '../../../src/app/block-kit';
import { ENVIRONMENTS, LOCALES, pageTitle, sortPhases, type Environment, type Locale } from '../../../src/engine';
import { QA_ATTENDEE_TYPES, QA_BREAKPOINT_NAMES, QA_DEFAULT_THRESHOLD, QA_MAX_COMBINATIONS } from '../../../src/engine/lazy/qa';
import { CheckboxGroup, FieldError, type Choice } from '../../shared/lazy/qa/CheckboxGroup';
import { useBreakpointName } from '../../shared/lazy/qa/Combination';
import { fieldIssues, type FieldIssues } from '../../shared/lazy/qa/server-issues';
import { qaText } from '../../shared/lazy/qa/texts';
import type { QaRunPlannerProps } from '../props.gen';
import { PLAN_FIELDS, combinationCount, planProblems, runRequest, tooManyCombinations, type PlanField, type RunPlan } from './run-plan';

const NO_ISSUES: FieldIssues = { fields: {}, general: [] };
// The tool's own page is no page to check.
const QA_PAGE = 'qa';

function useInitialPlan(props: QaRunPlannerProps): RunPlan {
  const { settings, locale } = usePageContext();
  return {
    pages: [],
    otherPages: '',
    phases: settings.currentPhase ? [settings.currentPhase] : [],
    attendeeTypes: props.defaultAttendeeTypes ?? ['anonymous'],
    breakpoints: props.defaultBreakpoints ?? ['desktop'],
    env: settings.env,
    compareEnv: '',
    language: locale,
    threshold: String(props.defaultThreshold ?? QA_DEFAULT_THRESHOLD),
    detectAntiAliasing: true,
    dynamicBlocks: '',
  };
}

/** The site's stored pages as choices: their path below the language, named by their title. */
function usePageChoices(): Choice<string>[] {
  const { pages, locale } = usePageContext();
  return [...(pages?.byId.values() ?? [])]
    .filter((page) => page.id !== QA_PAGE)
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map((page) => ({ value: `/${page.slug}`, label: `${pageTitle(page, locale) ?? page.slug} (/${page.slug})` }));
}

/** The planner's form: what to capture, and the Start button (POST /qa/runs). */
export function PlannerForm({ props, onStarted }: { props: QaRunPlannerProps; onStarted(runId: string): void }) {
  const { t } = useTranslation();
  const { settings } = usePageContext();
  const ids = useId();
  const [plan, setPlan] = useState(useInitialPlan(props));
  const [checked, setChecked] = useState(false);
  const [serverIssues, setServerIssues] = useState(NO_ISSUES);
  const start = useStartQaRun();
  const breakpointName = useBreakpointName();
  const pageChoices = usePageChoices();

  const change = <K extends keyof RunPlan>(field: K, value: RunPlan[K]) => setPlan((current) => ({ ...current, [field]: value }));
  const problems = planProblems(plan, siteOrigin());
  const count = combinationCount(plan);
  const tooMany = tooManyCombinations(plan);
  const errorOf = (field: PlanField): string | undefined => {
    const problem = checked ? problems[field] : undefined;
    return problem ? t(qaText(`plan.problem.${problem.key}`), problem.values) : serverIssues.fields[field];
  };
  const errorId = (field: PlanField) => `${ids}-${field}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerIssues(NO_ISSUES);
    if (Object.keys(problems).length > 0 || tooMany) return;
    start.mutate(runRequest(plan), {
      onSuccess: ({ id }) => onStarted(id),
      onError: (error) => setServerIssues(fieldIssues(error, PLAN_FIELDS)),
    });
  };

  const textField = (field: PlanField, label: string, control: (describedBy: string | undefined) => ReactNode, hint?: string) => (
    <div className="qa-field">
      <label htmlFor={`${ids}-${field}`}>{label}</label>
      {hint && (
        <p id={`${ids}-${field}-hint`} className="qa-field__hint">
          {hint}
        </p>
      )}
      {control([hint ? `${ids}-${field}-hint` : '', errorOf(field) ? errorId(field) : ''].filter(Boolean).join(' ') || undefined)}
      <FieldError id={errorId(field)} message={errorOf(field)} />
    </div>
  );

  return (
    <form className="qa-planner__form" onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t(qaText('plan.heading'))}</h2>
      <CheckboxGroup legend={t(qaText('plan.pages'))} choices={pageChoices} selected={plan.pages} onChange={(pages) => change('pages', pages)} error={errorOf('pages')}>
        <label htmlFor={`${ids}-pages`}>{t(qaText('plan.other-pages'))}</label>
        <p id={`${ids}-pages-hint`} className="qa-field__hint">
          {t(qaText('plan.other-pages-hint'))}
        </p>
        <textarea id={`${ids}-pages`} rows={2} value={plan.otherPages} aria-describedby={`${ids}-pages-hint`} onChange={(event) => change('otherPages', event.target.value)} />
      </CheckboxGroup>
      <CheckboxGroup
        legend={t(qaText('plan.phases'))}
        choices={sortPhases(settings.phases).map((phase) => ({ value: phase.id, label: t(phase.label, { defaultValue: phase.id }) }))}
        selected={plan.phases}
        onChange={(phases) => change('phases', phases)}
        error={errorOf('phases')}
      />
      <CheckboxGroup
        legend={t(qaText('plan.attendee-types'))}
        choices={QA_ATTENDEE_TYPES.map((type) => ({ value: type, label: t(qaText(`attendee-type.${type}`)) }))}
        selected={plan.attendeeTypes}
        onChange={(types) => change('attendeeTypes', types)}
        error={errorOf('attendeeTypes')}
      />
      <CheckboxGroup
        legend={t(qaText('plan.breakpoints'))}
        choices={QA_BREAKPOINT_NAMES.map((breakpoint) => ({ value: breakpoint, label: breakpointName(breakpoint) }))}
        selected={plan.breakpoints}
        onChange={(breakpoints) => change('breakpoints', breakpoints)}
        error={errorOf('breakpoints')}
      />
      <div className="qa-planner__row">
        {textField('env', t(qaText('plan.env')), (describedBy) => (
          <select id={`${ids}-env`} value={plan.env} aria-describedby={describedBy} onChange={(event) => change('env', event.target.value as Environment)}>
            {ENVIRONMENTS.map((env) => (
              <option key={env} value={env}>
                {t(qaText(`env.${env}`))}
              </option>
            ))}
          </select>
        ))}
        {textField('compareEnv', t(qaText('plan.compare-env')), (describedBy) => (
          <select id={`${ids}-compareEnv`} value={plan.compareEnv} aria-describedby={describedBy} onChange={(event) => change('compareEnv', event.target.value as Environment | '')}>
            <option value="">{t(qaText('plan.compare-designs'))}</option>
            {ENVIRONMENTS.map((env) => (
              <option key={env} value={env}>
                {t(qaText(`env.${env}`))}
              </option>
            ))}
          </select>
        ))}
        {textField('language', t(qaText('plan.language')), (describedBy) => (
          <select id={`${ids}-language`} value={plan.language} aria-describedby={describedBy} onChange={(event) => change('language', event.target.value as Locale)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(qaText(`language.${locale}`))}
              </option>
            ))}
          </select>
        ))}
        {textField('threshold', t(qaText('plan.threshold')), (describedBy) => (
          <input
            id={`${ids}-threshold`}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.1}
            value={plan.threshold}
            aria-describedby={describedBy}
            aria-invalid={errorOf('threshold') ? true : undefined}
            onChange={(event) => change('threshold', event.target.value)}
          />
        ))}
      </div>
      <div className="qa-field">
        <label className="qa-field__choice">
          <input type="checkbox" checked={plan.detectAntiAliasing} onChange={(event) => change('detectAntiAliasing', event.target.checked)} />
          {t(qaText('plan.detect-aa'))}
        </label>
        <FieldError id={errorId('includeAA')} message={errorOf('includeAA')} />
      </div>
      {textField(
        'dynamicBlocks',
        t(qaText('plan.dynamic-blocks')),
        (describedBy) => (
          <input id={`${ids}-dynamicBlocks`} type="text" value={plan.dynamicBlocks} aria-describedby={describedBy} onChange={(event) => change('dynamicBlocks', event.target.value)} />
        ),
        t(qaText('plan.dynamic-blocks-hint')),
      )}
      <p className="qa-planner__count" aria-live="polite">
        {t(qaText('plan.count'), { count })}
        {tooMany && <strong className="qa-field__error"> {t(qaText('plan.problem.too-many'), { max: QA_MAX_COMBINATIONS })}</strong>}
      </p>
      {serverIssues.general.length > 0 && (
        <div className="qa-field__error" role="alert">
          <p>{t(qaText('plan.refused'))}</p>
          <ul>
            {serverIssues.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {checked && Object.keys(problems).length > 0 && (
        <p className="qa-field__error" role="alert">
          {t(qaText('plan.fix-fields'))}
        </p>
      )}
      <button type="submit" className="block-button" disabled={start.isPending}>
        {start.isPending ? t(qaText('plan.starting')) : t(qaText('plan.start'))}
      </button>
    </form>
  );
}
