import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { LoadState } from '../../shared/lazy/event-data/LoadState';
import { SessionTiles } from '../../shared/lazy/event-data/SessionTiles';
import { useSiteNow, useTestingDate } from '../../shared/lazy/event-data/use-site-now';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import type { PromotedSessionInformation, PromotedSessionsProps } from '../props.gen';
import { usePromotedSessions } from './promoted-sessions';
import './promoted-sessions.css';

const key = (name: string) => `translate.base.blocks.promoted-sessions.${name}`;

function SessionNote({ note }: { note: PromotedSessionInformation | undefined }) {
  const text = useText();
  const label = text(note?.label);
  const line = text(note?.text);
  if (!label && !line) return null;
  return (
    <p className="promoted-sessions__note">
      {label && <strong className="promoted-sessions__label">{label}</strong>} {line}
    </p>
  );
}

/** Sessions put forward by editors (spec 03 §3): by id or code first, then of the chosen types; 10 at most by default. */
export default function PromotedSessions({ props, block }: BlockComponentProps<PromotedSessionsProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { locale, isEditor } = usePageContext();
  const testingDate = useTestingDate();
  const now = useSiteNow();
  const query = usePromotedSessions(props, { locale, testingDate });
  const heading = text(props.heading);
  const headingId = `${block.contentId}-heading`;
  const noteOf = (session: SessionAnswer) =>
    props.sessionsInformation?.find((note) => note.sessionId === session.sessionId || note.sessionId === session.sessionCode);
  const nothingChosen = !props.sessionIds?.length && !props.sessionTypes?.length;

  return (
    <HeadedSection fields={props} headingId={headingId} label={t(key('label'))} className="promoted-sessions">
      {nothingChosen ? (
        // Visitors see only the heading of a block an editor has not set up yet; the editor sees why.
        isEditor && <p className="event-data-state">{t(key('choose'))}</p>
      ) : (
        <LoadState query={query} loading={t(key('loading'))} failed={t(key('error'))}>
          {(sessions) =>
            sessions.length > 0 ? (
              <SessionTiles sessions={sessions} now={now} label={heading || t(key('label'))} tileStyle={props.cardStyle} below={(session) => <SessionNote note={noteOf(session)} />} />
            ) : (
              <p className="event-data-state">{t(key('empty'))}</p>
            )
          }
        </LoadState>
      )}
    </HeadedSection>
  );
}
