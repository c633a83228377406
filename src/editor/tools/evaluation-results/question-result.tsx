import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoreTextAnswers, type QuestionResult, type ResultsFilter } from '../../../api/lazy/evaluation-results';
import { useLocale } from '../../../app/routing/use-route';
import { languageTag } from '../../../engine';
import { formatDateTime } from '../../../i18n/time-format';

const K = 'translate.base.evaluation-results';

/** How many answers chose each option: a table (read cell by cell by screen readers) with a bar drawn beside each share. */
function Distribution({ question }: { question: QuestionResult }) {
  const { t } = useTranslation();
  const tag = languageTag(useLocale());
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const score = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  return (
    <table className="evaluation-results__distribution">
      <caption className="visually-hidden">{t(`${K}.distribution`, { question: question.text })}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`${K}.column.option`)}</th>
          {question.scored && <th scope="col">{t(`${K}.column.score`)}</th>}
          <th scope="col">{t(`${K}.column.count`)}</th>
          <th scope="col">{t(`${K}.column.share`)}</th>
        </tr>
      </thead>
      <tbody>
        {question.options.map((option) => {
          const share = question.answered > 0 ? option.count / question.answered : 0;
          return (
            <tr key={option.value}>
              <th scope="row">{option.label}</th>
              {question.scored && <td>{option.scoreValue === null ? t(`${K}.no-score`) : score.format(option.scoreValue)}</td>}
              <td className="evaluation-results__number">{option.count}</td>
              <td>
                <div className="evaluation-results__share">
                  <span className="evaluation-results__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${Math.min(100, share * 100)}%` }} />
                  </span>
                  <span className="evaluation-results__number">{percent.format(share)}</span>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A text question's answers, newest first: the summary's first page, then more on request. */
function TextAnswers({ question, filter }: { question: QuestionResult; filter: ResultsFilter }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const first = question.textAnswers ?? { answers: [], next: null };
  const more = useMoreTextAnswers(filter, question.id, first.next, opened);
  const answers = [...first.answers, ...(more.data?.pages.flatMap((page) => page.answers) ?? [])];
  const hasMore = opened ? more.hasNextPage : first.next !== null;
  const loading = more.isFetching;
  const showMore = () => (opened ? void more.fetchNextPage() : setOpened(true));
  if (answers.length === 0) return <p>{t(`${K}.no-text-answers`)}</p>;
  return (
    <>
      <ul className="evaluation-results__texts" aria-label={t(`${K}.text-answers`, { question: question.text })}>
        {answers.map((answer) => (
          <li key={answer.submissionId}>
            <p className="evaluation-results__text">{answer.text}</p>
            <p className="evaluation-results__meta">
              <time dateTime={answer.submittedAt}>{formatDateTime(answer.submittedAt, { locale })}</time>
              {answer.sessionCode && <span>{answer.sessionCode}</span>}
            </p>
          </li>
        ))}
      </ul>
      <p className="evaluation-results__more" aria-live="polite">
        {t(`${K}.showing`, { shown: answers.length, total: question.answered })}
        {more.isError && <span role="alert"> {t(`${K}.more-error`)}</span>}
      </p>
      {hasMore && (
        <button type="button" className="button" onClick={showMore} disabled={loading}>
          {loading ? t(`${K}.loading-more`) : t(`${K}.show-more`)}
        </button>
      )}
    </>
  );
}

/** One question's results: how many answered, the mean score, how the choices split, or the typed answers. */
export function QuestionResultSection({ question, filter }: { question: QuestionResult; filter: ResultsFilter }) {
  const { t } = useTranslation();
  const headingId = useId();
  const average = new Intl.NumberFormat(languageTag(useLocale()), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const typed = question.textAnswers !== null;
  return (
    <section className="evaluation-results__question" aria-labelledby={headingId}>
      <h2 id={headingId}>{question.text}</h2>
      {!question.current && <p className="evaluation-results__earlier">{t(`${K}.earlier-version`)}</p>}
      <p className="evaluation-results__figures">
        <span>{t(`${K}.answered`, { count: question.answered })}</span>
        {question.scored && <span>{question.averageScore === null ? t(`${K}.no-average`) : t(`${K}.average`, { average: average.format(question.averageScore) })}</span>}
      </p>
      {typed ? <TextAnswers question={question} filter={filter} /> : <Distribution question={question} />}
    </section>
  );
}
