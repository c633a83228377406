import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaResult, QaRun } from '../../../src/api/lazy/qa';
import { QA_BREAKPOINT_NAMES } from '../../../src/engine/lazy/qa';
import { useBreakpointName } from '../../shared/lazy/qa/Combination';
import { qaText } from '../../shared/lazy/qa/texts';
import { ResultVerdict } from './ResultVerdict';

/** The run's rows: one per page, phase and attendee type, in the run's order. */
function gridRows(results: readonly QaResult[]) {
  const rows = new Map<string, { page: string; phase: string; attendeeType: string; byBreakpoint: Map<string, QaResult> }>();
  for (const result of results) {
    const key = JSON.stringify([result.page, result.phase, result.attendeeType]);
    const row = rows.get(key) ?? { page: result.page, phase: result.phase, attendeeType: result.attendeeType, byBreakpoint: new Map() };
    row.byBreakpoint.set(result.breakpoint, result);
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** Page × phase × attendee type down, breakpoints across: each cell its label, difference and verdict, and opens its detail. */
export function ResultGrid({ run, chosenSeq, onChoose }: { run: QaRun; chosenSeq: number | null; onChoose(seq: number): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const breakpointName = useBreakpointName();
  const breakpoints = QA_BREAKPOINT_NAMES.filter((breakpoint) => run.request.breakpoints.includes(breakpoint));
  return (
    <section className="qa-grid" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(qaText('grid.heading'))}</h2>
      <div className="qa-grid__scroll">
        <table className="qa-table">
          <thead>
            <tr>
              <th scope="col">{t(qaText('grid.page'))}</th>
              <th scope="col">{t(qaText('grid.phase'))}</th>
              <th scope="col">{t(qaText('grid.attendee-type'))}</th>
              {breakpoints.map((breakpoint) => (
                <th key={breakpoint} scope="col">
                  {breakpointName(breakpoint)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {gridRows(run.results).map((row) => (
              <tr key={`${row.page} ${row.phase} ${row.attendeeType}`}>
                <th scope="row">{row.page}</th>
                <td>{row.phase}</td>
                <td>{t(qaText(`attendee-type.${row.attendeeType}`))}</td>
                {breakpoints.map((breakpoint) => {
                  const result = row.byBreakpoint.get(breakpoint);
                  return (
                    <td key={breakpoint}>
                      {result && (
                        <button type="button" className="qa-cell" aria-pressed={result.seq === chosenSeq} onClick={() => onChoose(result.seq)}>
                          <ResultVerdict result={result} />
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
