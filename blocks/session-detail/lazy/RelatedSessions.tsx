import { useTranslation } from 'react-i18next';
import { useRelatedSessions } from '../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../src/app/block-kit';
import { isRepeatedSession, repeatedSessionPattern } from '../../../src/engine/lazy/session-codes';
import { DetailSection } from '../../shared/lazy/detail/DetailSection';
import { ItemQuery } from '../../shared/lazy/detail/ItemQuery';
import { SessionList, type SessionSummary } from '../../shared/lazy/detail/SessionList';

const key = (name: string) => `translate.base.blocks.session-detail.${name}`;

/** Other runs of the same session (its repeats, or the original of a repeat) and the sessions it names as related. */
export function RelatedSessions({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const { settings } = usePageContext();
  const related = useRelatedSessions(sessionId);
  const pattern = repeatedSessionPattern(settings.settings.repeatedSessionRegex);
  const repeatBadge = (session: SessionSummary) =>
    isRepeatedSession(session.sessionCode, pattern) ? <span className="detail-tag detail-tag--accent">{t(key('repeat'))}</span> : null;
  return (
    <ItemQuery query={related} entity="session" id={sessionId}>
      {({ repeatedSessions, relatedSessions }) => (
        <>
          {repeatedSessions.length > 0 && (
            <DetailSection title={t(key('repeats'))}>
              <SessionList sessions={repeatedSessions} badge={repeatBadge} />
            </DetailSection>
          )}
          {relatedSessions.length > 0 && (
            <DetailSection title={t(key('related'))}>
              <SessionList sessions={relatedSessions} />
            </DetailSection>
          )}
        </>
      )}
    </ItemQuery>
  );
}
