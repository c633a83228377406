import { useTranslation } from 'react-i18next';
import { useSession, type SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { isRepeatedSession, repeatedSessionPattern } from '../../../src/engine/lazy/session-codes';
import { SessionFavoriteButton } from '../../shared/lazy/catalogue/favorites/SessionFavoriteButton';
import { ScheduleButton } from '../../shared/lazy/schedule/ScheduleButton';
import { DetailHeading } from '../../shared/lazy/detail/DetailHeading';
import { EntityMeta } from '../../shared/lazy/detail/EntityMeta';
import { ItemQuery } from '../../shared/lazy/detail/ItemQuery';
import type { SessionDetailProps } from '../props.gen';
import { LiveBadge } from './LiveBadge';
import { RelatedSessions } from './RelatedSessions';
import { SessionFacts } from './SessionFacts';
import { SessionResources } from './SessionResources';
import { SessionSpeakers } from './SessionSpeakers';
import { SessionVideo } from './SessionVideo';
import { useLiveState } from './use-live-state';
import '../../shared/lazy/detail/detail.css';
import './session-detail.css';

function SessionView({ session, props }: { session: SessionAnswer; props: SessionDetailProps }) {
  const { t } = useTranslation();
  const { settings } = usePageContext();
  const state = useLiveState(session);
  const isRepeat = isRepeatedSession(session.sessionCode, repeatedSessionPattern(settings.settings.repeatedSessionRegex));
  const title = session.displayTitle || session.title;
  return (
    <article className="detail session-detail">
      <EntityMeta title={title} description={session.description} />
      <header className="session-detail__header">
        <p className="session-detail__eyebrow">
          <span className="detail-code">{session.sessionCode}</span>
          <span className="detail-tag">{session.sessionType.displayValue}</span>
          {isRepeat && <span className="detail-tag detail-tag--accent">{t('translate.base.blocks.session-detail.repeat')}</span>}
          <LiveBadge state={state} />
        </p>
        {/* Title and abstract are in the session's own language, which may not be the page's (WCAG 3.1.2). */}
        <DetailHeading favorite={<SessionFavoriteButton session={session} />}>
          <span lang={session.sessionLanguage || undefined}>{title}</span>
        </DetailHeading>
        <ScheduleButton session={session} />
      </header>
      <div className="session-detail__body">
        <div className="session-detail__main">
          {session.description && (
            <p className="detail-text" lang={session.sessionLanguage || undefined}>
              {session.description}
            </p>
          )}
          {props.showVideo !== false && <SessionVideo session={session} state={state} />}
          <SessionSpeakers speakers={session.speakers} />
          <SessionResources session={session} />
          {props.showRelatedSessions !== false && <RelatedSessions sessionId={session.sessionId} />}
        </div>
        <aside className="session-detail__facts" aria-label={t('translate.base.blocks.session-detail.facts')}>
          <SessionFacts session={session} />
        </aside>
      </div>
    </article>
  );
}

/** A session's page, found by the code (friendly URL) or the id in the route (`/sessions/{code}`). */
export default function SessionDetail({ props }: BlockComponentProps<SessionDetailProps>) {
  const { params } = usePageContext();
  const id = params.id ?? '';
  const session = useSession(id);
  return (
    <ItemQuery query={session} entity="session" id={id}>
      {(found) => <SessionView session={found} props={props} />}
    </ItemQuery>
  );
}
