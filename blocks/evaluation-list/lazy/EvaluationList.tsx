import { useTranslation } from 'react-i18next';
import { useEvaluationList, type EvaluationList as EvaluationListData } from '../../../src/api/lazy/evaluations';
import { EditorNote, usePageContext, type BlockComponentProps } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { formatDateTime } from '../../../src/i18n/time-format';
import { conferenceTimeZone } from '../../shared/lazy/catalogue/format/time-zones';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { evaluationText } from '../../shared/lazy/evaluation/texts';
import { SignInLink } from '../../shared/SignInLink';
import type { EvaluationListProps } from '../props.gen';
import '../../shared/lazy/item-rows.css';
import './evaluation-list.css';

type SessionItem = EvaluationListData['sessionsForEvaluation'][number];

function CompleteMark() {
  const { t } = useTranslation();
  return (
    <span className="evaluation-list__done">
      <span aria-hidden="true">✓ </span>
      {t(evaluationText('list.completed'))}
    </span>
  );
}

function SessionRow({ session }: { session: SessionItem }) {
  const { t } = useTranslation();
  const { locale, settings } = usePageContext();
  return (
    <li className="item-row" data-session-id={session.sessionId}>
      <div className="item-row__what">
        <span className="item-row__title">{session.title}</span>
        <span className="item-row__meta">
          {[session.sessionCode, session.sessionType, session.startDateTime && formatDateTime(new Date(session.startDateTime), { locale, timeZone: conferenceTimeZone(settings) })]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {session.isEvaluationComplete ? (
        <CompleteMark />
      ) : (
        <a className="block-button" href={localizedPath(locale, `/evaluations/${encodeURIComponent(session.sessionId)}`)} aria-label={t(evaluationText('list.evaluate-session'), { title: session.title })}>
          {t(evaluationText('list.evaluate'))}
        </a>
      )}
    </li>
  );
}

function ConferenceRow({ completed }: { completed: boolean }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="item-row evaluation-list__conference">
      <div className="item-row__what">
        <span className="item-row__title">{t(evaluationText('list.conference'))}</span>
        <span className="item-row__meta">{t(evaluationText('list.conference-text'))}</span>
      </div>
      {completed ? (
        <CompleteMark />
      ) : (
        <a className="block-button" href={localizedPath(locale, '/evaluations/conference')}>
          {t(evaluationText('list.evaluate-conference'))}
        </a>
      )}
    </div>
  );
}

function Loaded({ data, showCompleted }: { data: EvaluationListData; showCompleted: boolean }) {
  const { t } = useTranslation();
  const left = data.sessionsForEvaluation.filter((session) => !session.isEvaluationComplete);
  const shown = showCompleted ? data.sessionsForEvaluation : left;
  return (
    <>
      <p className="evaluation-list__count">{t(evaluationText('list.count'), { count: left.length + (data.postConferenceEvaluationAvailable && !data.isPostConferenceEvaluationCompleted ? 1 : 0) })}</p>
      {data.postConferenceEvaluationAvailable && (showCompleted || !data.isPostConferenceEvaluationCompleted) && <ConferenceRow completed={data.isPostConferenceEvaluationCompleted} />}
      {shown.length > 0 ? (
        <ul className="item-rows" aria-label={t(evaluationText('list.sessions'))}>
          {shown.map((session) => (
            <SessionRow key={session.sessionId} session={session} />
          ))}
        </ul>
      ) : (
        <p className="evaluation-list__empty">{t(evaluationText('list.empty'))}</p>
      )}
    </>
  );
}

/**
 * The evaluations page's list (spec 1 §2, §3): the sessions of the attendee's schedule whose evaluation has opened,
 * each with a way to evaluate it or marked complete, the conference evaluation while its dates say so, and how many
 * are left (it reloads after every evaluation sent).
 */
export default function EvaluationList({ props }: BlockComponentProps<EvaluationListProps>) {
  const { t } = useTranslation();
  const { user, settings, isEditor, locale } = usePageContext();
  const list = useEvaluationList(locale, { enabled: user !== null && settings.features.showEvaluations === true });
  if (!settings.features.showEvaluations) return isEditor ? <EditorNote messageKey={evaluationText('editor.flag-off')} values={{}} /> : null;
  return (
    <HeadedSection fields={props} className="evaluation-list" label={t(evaluationText('heading'))}>
      {!user ? (
        <p>
          <SignInLink className="block-button">{t(evaluationText('list.sign-in'))}</SignInLink>
        </p>
      ) : list.data ? (
        <Loaded data={list.data} showCompleted={props.showCompleted !== false} />
      ) : list.isError ? (
        <div role="alert" className="evaluation-list__error">
          <p>{t(evaluationText('error.load-list'))}</p>
          <button type="button" className="block-button" onClick={() => void list.refetch()}>
            {t(evaluationText('list.retry'))}
          </button>
        </div>
      ) : (
        <p role="status" aria-busy="true">
          {t(evaluationText('list.loading'))}
        </p>
      )}
    </HeadedSection>
  );
}
