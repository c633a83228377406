import { useTranslation } from 'react-i18next';
import { useDecideNomination, useRoundtableNominations, type RoundtableNominations } from '../../../api/lazy/nomination-review';
import { Screen } from '../../../app/screens/screen';
import { toast } from '../../../app/shell/toast';
import './nominations.css';

const K = 'translate.base.nominations';

type Roundtable = RoundtableNominations['sessions'][number];
type Nomination = Roundtable['nominations'][number];
type Decision = 'confirmed' | 'declined';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The answers of one nomination, each under its question's text (its id when the form no longer has it). */
function Answers({ nomination, questions }: { nomination: Nomination; questions: ReadonlyMap<string, string> }) {
  return (
    <dl className="nominations__answers">
      {nomination.responses.map((response) => (
        <div key={response.evaluationQuestionId}>
          <dt>{questions.get(response.evaluationQuestionId) ?? response.evaluationQuestionId}</dt>
          <dd>{response.evaluationResponseValues.map((value) => value.displayValue).join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

function RoundtableTable({ roundtable, questions }: { roundtable: Roundtable; questions: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const decide = useDecideNomination();
  const full = roundtable.capacity !== null && roundtable.confirmed >= roundtable.capacity;
  const decideOn = (nomination: Nomination, status: Decision) =>
    decide.mutate(
      { sessionId: roundtable.sessionId, attendeeId: nomination.attendeeId, status },
      {
        onSuccess: () => toast.show({ message: `${K}.decided`, values: { name: nomination.attendeeName, status: t(`${K}.status.${status}`) }, kind: 'success' }),
        onError: (error) => toast.show({ message: messageOf(error), kind: 'error' }),
      },
    );
  const seats = roundtable.capacity === null ? t(`${K}.seats-unlimited`, { confirmed: roundtable.confirmed }) : t(`${K}.seats`, { confirmed: roundtable.confirmed, capacity: roundtable.capacity });
  return (
    <section className="nominations__roundtable" aria-labelledby={`roundtable-${roundtable.sessionId}`}>
      <h2 id={`roundtable-${roundtable.sessionId}`}>
        <span className="nominations__code">{roundtable.sessionCode}</span> {roundtable.title}
      </h2>
      <p className="nominations__seats">{seats}</p>
      <table className="nominations__table">
        <thead>
          <tr>
            <th scope="col">{t(`${K}.attendee`)}</th>
            <th scope="col">{t(`${K}.status`)}</th>
            <th scope="col">{t(`${K}.answers`)}</th>
            <th scope="col">{t(`${K}.actions`)}</th>
          </tr>
        </thead>
        <tbody>
          {roundtable.nominations.map((nomination) => {
            const open = nomination.status !== 'cancelled';
            return (
              <tr key={nomination.attendeeId}>
                <th scope="row">{nomination.attendeeName}</th>
                <td>{t(`${K}.status.${nomination.status}`)}</td>
                <td>
                  <Answers nomination={nomination} questions={questions} />
                </td>
                <td className="nominations__actions">
                  {open && (
                    <>
                      <button
                        type="button"
                        className="button button--primary"
                        aria-label={t(`${K}.confirm-named`, { name: nomination.attendeeName })}
                        disabled={decide.isPending || nomination.status === 'confirmed' || full}
                        onClick={() => decideOn(nomination, 'confirmed')}
                      >
                        {t(`${K}.confirm`)}
                      </button>
                      <button
                        type="button"
                        className="button"
                        aria-label={t(`${K}.decline-named`, { name: nomination.attendeeName })}
                        disabled={decide.isPending || nomination.status === 'declined'}
                        onClick={() => decideOn(nomination, 'declined')}
                      >
                        {t(`${K}.decline`)}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * `/roundtable-nominations`: the site editors' review of roundtable nominations (spec 1 §4), per roundtable with its
 * seats, each nominee's answers, and Confirm / Decline. A lazily loaded tool page: no attendee downloads it.
 */
export default function NominationsScreen() {
  const { t } = useTranslation();
  const nominations = useRoundtableNominations();
  const questions = new Map((nominations.data?.questions ?? []).map((question) => [question.id, question.text]));
  return (
    <Screen title={t(`${K}.title`)}>
      <p>{t(`${K}.intro`)}</p>
      {nominations.isPending && <p role="status">{t(`${K}.loading`)}</p>}
      {nominations.isError && (
        <p role="alert">
          {t(`${K}.load-error`)}{' '}
          <button type="button" className="button" onClick={() => void nominations.refetch()}>
            {t(`${K}.retry`)}
          </button>
        </p>
      )}
      {nominations.data?.sessions.length === 0 && <p>{t(`${K}.empty`)}</p>}
      {nominations.data?.sessions.map((roundtable) => <RoundtableTable key={roundtable.sessionId} roundtable={roundtable} questions={questions} />)}
    </Screen>
  );
}
