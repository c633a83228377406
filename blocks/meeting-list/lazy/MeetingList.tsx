import { useTranslation } from 'react-i18next';
import { meetingKeys, useMeetings, type Meeting } from '../../../src/api/lazy/meetings';
import { usePageContext, useMovingNow, type BlockComponentProps } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { isCancelled, isOrganiser, mayCall, meetingActions, responseOf, type MeetingViewer } from '../../../src/engine/lazy/meetings';
import { sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';
import { conferenceTimeZone } from '../../shared/lazy/catalogue/format/time-zones';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { AnswerButtons } from '../../shared/lazy/meetings/AnswerButtons';
import { MeetingPlace } from '../../shared/lazy/meetings/MeetingPlace';
import { MeetingsGate } from '../../shared/lazy/meetings/MeetingsGate';
import { MeetingLoadError, MeetingLoading } from '../../shared/lazy/meetings/MeetingStates';
import { meetingText } from '../../shared/lazy/meetings/texts';
import { useMessagingLiveUpdates } from '../../shared/lazy/use-messaging-live-updates';
import type { MeetingListProps } from '../props.gen';
import '../../shared/lazy/item-rows.css';
import '../../shared/lazy/meetings/meetings.css';

/** An invitation, answer, change or group message from someone else reloads what the page shows of meetings. */
const LIVE_KEYS = [meetingKeys.all];

/** The user's part in a meeting in words: a cancelled meeting says only that, the organiser is the organiser. */
function Standing({ meeting, viewer }: { meeting: Meeting; viewer: MeetingViewer }) {
  const { t } = useTranslation();
  if (isCancelled(meeting)) return <span className="meeting-badge meeting-badge--cancelled">{t(meetingText('status.cancelled'))}</span>;
  if (isOrganiser(meeting, viewer.id)) return <span className="meeting-badge">{t(meetingText('response.organiser'))}</span>;
  const response = responseOf(meeting, viewer.id) ?? meeting.userResponse;
  return <span className={`meeting-badge meeting-badge--${response}`}>{t(meetingText(`response.yours.${response}`))}</span>;
}

function MeetingRow({ meeting, viewer, now }: { meeting: Meeting; viewer: MeetingViewer; now: Date }) {
  const { t } = useTranslation();
  const { locale, settings } = usePageContext();
  const actions = meetingActions(meeting, viewer, now);
  const pending = !isCancelled(meeting) && responseOf(meeting, viewer.id) === 'pending';
  return (
    <li className={`item-row${isCancelled(meeting) ? ' meeting-row--cancelled' : ''}`} data-meeting-id={meeting.id}>
      <div className="item-row__what">
        <a className="item-row__title" href={localizedPath(locale, `/meetings/${encodeURIComponent(meeting.id)}`)}>
          {meeting.subject}
        </a>
        <span className="item-row__meta">{sessionTimeText(meeting.time, meeting.endTime, locale, conferenceTimeZone(settings))}</span>
        <span className="item-row__meta">
          <MeetingPlace place={meeting} />
        </span>
        <span className="item-row__meta">{t(meetingText('organiser-named'), { name: meeting.ownerDisplayName })}</span>
      </div>
      <div className="meeting-row__state">
        <Standing meeting={meeting} viewer={viewer} />
        {pending && <AnswerButtons meeting={meeting} actions={actions} />}
      </div>
    </li>
  );
}

function Meetings({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { scopes, settings } = usePageContext();
  const now = useMovingNow(settings.serverTestingDate);
  const list = useMeetings(userId);
  useMessagingLiveUpdates(settings.features.enableSignalr === true, LIVE_KEYS);
  if (list.isError && !list.data) return <MeetingLoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <MeetingLoading what="list" />;
  if (list.data.meetings.length === 0) return <p className="meeting-state">{t(meetingText('list.empty'))}</p>;
  const viewer = { id: userId, scopes };
  // The server's order is spec 2 §4's (waiting for an answer first, cancelled last): it is kept as it came.
  return (
    <ul className="item-rows" aria-label={t(meetingText('list.label'))}>
      {list.data.meetings.map((meeting) => (
        <MeetingRow key={meeting.id} meeting={meeting} viewer={viewer} now={now} />
      ))}
    </ul>
  );
}

/** My meetings (spec 2 §2, §4): the user's meetings as the server sorts them, invitations answered in place. */
export default function MeetingList({ props }: BlockComponentProps<MeetingListProps>) {
  const { t } = useTranslation();
  const { locale, scopes } = usePageContext();
  return (
    <MeetingsGate>
      {(user) => (
        <HeadedSection fields={props} className="meeting-list-block" label={t(meetingText('list.heading'))}>
          {props.showNewMeeting !== false && mayCall('create', scopes) && (
            <p className="meeting-list__new">
              <a className="block-button block-button--primary" href={localizedPath(locale, '/meetings/schedule')}>
                {t(meetingText('list.new'))}
              </a>
            </p>
          )}
          <Meetings userId={user.id} />
        </HeadedSection>
      )}
    </MeetingsGate>
  );
}
