import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  evaluationResultsCsvUrl,
  useEvaluationResultForms,
  useEvaluationResults,
  type EvaluationResults,
  type ResultsFilter,
} from '../../../api/lazy/evaluation-results';
import { useLocale } from '../../../app/routing/use-route';
import { Screen } from '../../../app/screens/screen';
import { attendeeTypeLabelKey, isAttendeeType } from '../../../engine';
import { QuestionResultSection } from './question-result';
import './evaluation-results.css';
import { LoadState } from '../load-state';

const K = 'translate.base.evaluation-results';

interface FiltersProps {
  forms: { formKey: string; title: string; responses: number }[];
  results: EvaluationResults | undefined;
  filter: ResultsFilter;
  onChange(filter: ResultsFilter): void;
}

/** Which form, and optionally which session and attendee type: each choice applies at once. */
function Filters({ forms, results, filter, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const optional = (value: string) => (value === '' ? undefined : value);
  const ids = { form: useId(), session: useId(), attendeeType: useId() };
  return (
    <form className="evaluation-results__filters" aria-label={t(`${K}.filters`)} onSubmit={(event) => event.preventDefault()}>
      <div>
        <label htmlFor={ids.form}>{t(`${K}.form`)}</label>
        <select id={ids.form} value={filter.formKey} onChange={(event) => onChange({ formKey: event.target.value })}>
          {forms.map((form) => (
            <option key={form.formKey} value={form.formKey}>
              {t(`${K}.form-option`, { title: form.title, formKey: form.formKey, count: form.responses })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.session}>{t(`${K}.session`)}</label>
        <select id={ids.session} value={filter.sessionId ?? ''} disabled={!results?.sessions.length} onChange={(event) => onChange({ ...filter, sessionId: optional(event.target.value) })}>
          <option value="">{t(`${K}.all-sessions`)}</option>
          {results?.sessions.map((session) => (
            <option key={session.sessionId} value={session.sessionId}>
              {t(`${K}.filter-option`, { name: [session.sessionCode, session.title].filter(Boolean).join(' ') || session.sessionId, count: session.responses })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.attendeeType}>{t(`${K}.attendee-type`)}</label>
        <select id={ids.attendeeType} value={filter.attendeeType ?? ''} disabled={!results?.attendeeTypes.length} onChange={(event) => onChange({ ...filter, attendeeType: optional(event.target.value) })}>
          <option value="">{t(`${K}.all-attendee-types`)}</option>
          {results?.attendeeTypes.map((type) => (
            <option key={type.attendeeType} value={type.attendeeType}>
              {t(`${K}.filter-option`, { name: isAttendeeType(type.attendeeType) ? t(attendeeTypeLabelKey(type.attendeeType)) : type.attendeeType, count: type.responses })}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/**
 * `/evaluation-results`: the organisers' results of the evaluations and surveys (issue 20), for site editors: pick a
 * form, filter by session and attendee type, read each question's answers added up (mean score, how the choices
 * split, the typed answers a page at a time) and download them all as CSV. Nobody's identity is shown or exported.
 * A lazily loaded tool page: no attendee downloads it.
 */
export default function EvaluationResultsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const forms = useEvaluationResultForms(locale);
  const [chosen, setChosen] = useState<ResultsFilter | null>(null);
  const filter = chosen ?? (forms.data?.forms[0] ? { formKey: forms.data.forms[0].formKey } : null);
  const results = useEvaluationResults(filter, locale);
  // The sessions and attendee types to filter by are the form's, whatever is filtered: kept while another filter loads.
  const choices = results.data?.formKey === filter?.formKey ? results.data : undefined;
  const shown = results.isPlaceholderData ? undefined : results.data;

  return (
    <Screen title={t(`${K}.title`)}>
      <p>{t(`${K}.intro`)}</p>
      <LoadState query={forms} prefix={K} />
      {forms.data?.forms.length === 0 && <p>{t(`${K}.empty`)}</p>}
      {filter && forms.data && (
        <>
          <Filters forms={forms.data.forms} results={choices} filter={filter} onChange={setChosen} />
          <div className="evaluation-results__summary">
            <p role="status" aria-live="polite" aria-busy={results.isFetching}>
              {shown ? t(`${K}.total`, { count: shown.total }) : results.isFetching && t(`${K}.loading`)}
            </p>
            <a className="button" href={evaluationResultsCsvUrl(filter, locale)} download>
              {t(`${K}.download`)}
            </a>
          </div>
          {results.isError && (
            <p role="alert">
              {t(`${K}.load-error`)}{' '}
              <button type="button" className="button" onClick={() => void results.refetch()}>
                {t(`${K}.retry`)}
              </button>
            </p>
          )}
          {shown?.total === 0 && <p>{t(`${K}.no-responses`)}</p>}
          {shown && shown.total > 0 && (
            // A new filter starts each question's text answers again at their first page.
            <div key={JSON.stringify(filter)} className="evaluation-results__questions">
              {shown.questions.map((question) => (
                <QuestionResultSection key={question.id} question={question} filter={filter} />
              ))}
            </div>
          )}
        </>
      )}
    </Screen>
  );
}
