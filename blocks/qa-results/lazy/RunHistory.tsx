import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaRunSummary } from '../../../src/api/lazy/qa';
import { usePageContext } from '../../../src/app/block-kit';
import { languageTag } from '../../../src/engine';
import { qaText } from '../../shared/lazy/qa/texts';

/** The latest runs, newest first: when, who, how far, how many passed and failed; each can be shown. */
export function RunHistory({ runs, shown, onChoose }: { runs: readonly QaRunSummary[]; shown: string | null; onChoose(id: string): void }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const headingId = useId();
  const when = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="qa-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(qaText('history.heading'))}</h2>
      <table className="qa-table">
        <thead>
          <tr>
            <th scope="col">{t(qaText('history.when'))}</th>
            <th scope="col">{t(qaText('history.who'))}</th>
            <th scope="col">{t(qaText('history.status'))}</th>
            <th scope="col">{t(qaText('history.progress'))}</th>
            <th scope="col">{t(qaText('history.passed'))}</th>
            <th scope="col">{t(qaText('history.failed'))}</th>
            <th scope="col">
              <span className="block-visually-hidden">{t(qaText('history.show'))}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} aria-current={run.id === shown ? 'true' : undefined}>
              <td>{when.format(new Date(run.createdAt))}</td>
              <td>{run.createdBy}</td>
              <td>{t(qaText(`status.${run.status}`))}</td>
              <td>{t(qaText('history.done-of'), { done: run.done, total: run.total })}</td>
              <td>{run.passed ?? 0}</td>
              <td>{run.failed ?? 0}</td>
              <td>
                <button type="button" className="block-button block-button--secondary" aria-pressed={run.id === shown} onClick={() => onChoose(run.id)}>
                  {t(qaText('history.show-run'), { when: when.format(new Date(run.createdAt)) })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
