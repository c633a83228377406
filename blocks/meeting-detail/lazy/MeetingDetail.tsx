import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../src/api/client';
import { meetingKeys, useCancelMeeting, useMeeting, useMeetingDetails, type Meeting, type MeetingDetails } from '../../../src/api/lazy/meetings';
import { usePageContext, useMovingNow, type BlockComponentProps } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { isOnline } from '../../../src/engine/lazy/meeting-location';
import { isCancelled, isOrganiser, meetingActions, normaliseResponse, responseOf, type MeetingActions } from '../../../src/engine/lazy/meetings';
import { sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';
import { conferenceTimeZone } from '../../shared/lazy/catalogue/format/time-zones';
import { focusHomeOf, keepFocusNear } from '../../shared/lazy/focus-home';
import { AnswerButtons } from '../../shared/lazy/meetings/AnswerButtons';
import { meetingFailure, meetingSuccess } from '../../shared/lazy/meetings/meeting-toasts';
import { MeetingPlace } from '../../shared/lazy/meetings/MeetingPlace';
import { MeetingsGate } from '../../shared/lazy/meetings/MeetingsGate';
import { MeetingLoadError, MeetingLoading, MeetingNotFound } from '../../shared/lazy/meetings/MeetingStates';
import { MessageBody } from '../../shared/lazy/meetings/MessageBody';
import { meetingText } from '../../shared/lazy/meetings/texts';
import { useMessagingLiveUpdates } from '../../shared/lazy/use-messaging-live-updates';
import { ConfirmDialog } from '../../shared/lazy/schedule/ConfirmDialog';
import type { MeetingDetailProps } from '../props.gen';
import { GroupMessages } from './GroupMessages';
import { messageKeys } from '../../../src/api/lazy/messages';
import { VideoJoin } from './VideoJoin';
import '../../shared/lazy/meetings/meetings.css';

/** An invitation, answer, change or group message from someone else reloads what the page shows of meetings. */
const LIVE_KEYS = [meetingKeys.all, messageKeys.all];

const NOT_FOUND = 404;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="meeting-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The organiser's edit link and cancel button (with a question first: a cancellation reaches everyone invited). */
function OrganiserActions({ meeting, actions, userId }: { meeting: Meeting; actions: MeetingActions; userId: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const cancel = useCancelMeeting(userId);
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  if (!actions.edit && !actions.cancel) return null;
  return (
    <div className="meeting-actions">
      {actions.edit && (
        <a className="block-button" href={localizedPath(locale, `/meetings/edit/${encodeURIComponent(meeting.id)}`)}>
          {t(meetingText('actions.edit'))}
        </a>
      )}
      {actions.cancel && (
        <button ref={cancelButton} type="button" className="block-button" aria-disabled={cancel.isPending || undefined} onClick={() => !cancel.isPending && setConfirming(true)}>
          {t(meetingText('actions.cancel'))}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(meetingText('cancel.title'))}
          text={t(meetingText('cancel.text'), { subject: meeting.subject })}
          confirmLabel={t(meetingText('cancel.confirm'))}
          cancelLabel={t(meetingText('cancel.keep'))}
          onConfirm={() => {
            const home = focusHomeOf(cancelButton.current);
            cancel.mutate(meeting.id, {
              onSuccess: () => {
                meetingSuccess('cancelled');
                // The cancel button goes with the cancel: the focus goes to the meeting's heading, which now says so.
                keepFocusNear(home);
              },
              onError: (error) => meetingFailure(error, 'issue-cancelling'),
            });
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function Participants({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="meeting-participants" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(meetingText('detail.participants'))}</h2>
      <ul className="meeting-participants__list">
        <li>
          <span className="meeting-participants__name">{meeting.ownerDisplayName}</span>{' '}
          <span className="meeting-badge">{t(meetingText('response.organiser'))}</span>
        </li>
        {meeting.requests.map((request) => {
          const response = normaliseResponse(request.invitationResponse);
          return (
            <li key={request.userId}>
              <span className="meeting-participants__name">{request.displayName}</span>{' '}
              <span className={`meeting-badge meeting-badge--${response}`}>{t(meetingText(`response.${response}`))}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface MeetingViewProps {
  meeting: Meeting;
  details: MeetingDetails | undefined;
  userId: string;
  showMessages: boolean;
}

function MeetingView({ meeting, details, userId, showMessages }: MeetingViewProps) {
  const { t } = useTranslation();
  const { locale, scopes, settings } = usePageContext();
  const now = useMovingNow(settings.serverTestingDate);
  const viewer = { id: userId, scopes };
  const actions = meetingActions(meeting, viewer, now);
  const timeZone = details?.timeZone ?? conferenceTimeZone(settings);
  const response = responseOf(meeting, userId);
  const organiser = [meeting.ownerDisplayName, meeting.ownerJobTitle, meeting.ownerCompany].filter(Boolean).join(', ');
  return (
    <article className="meeting-detail">
      <h1 className="meeting-detail__subject" tabIndex={-1} data-focus-home="">
        {meeting.subject}
      </h1>
      {isCancelled(meeting) && <p className="meeting-badge meeting-badge--cancelled">{t(meetingText('status.cancelled-long'))}</p>}
      <dl className="meeting-facts">
        <Fact label={t(meetingText('detail.when'))}>{sessionTimeText(meeting.time, meeting.endTime, locale, timeZone)}</Fact>
        <Fact label={t(meetingText('detail.where'))}>
          <MeetingPlace place={meeting} />
        </Fact>
        <Fact label={t(meetingText('detail.organiser'))}>{organiser}</Fact>
        {response && !isOrganiser(meeting, userId) && <Fact label={t(meetingText('detail.your-answer'))}>{t(meetingText(`response.${response}`))}</Fact>}
        {meeting.accounts.length > 0 && <Fact label={t(meetingText('detail.accounts'))}>{meeting.accounts.join(', ')}</Fact>}
        {meeting.categories.length > 0 && <Fact label={t(meetingText('detail.categories'))}>{meeting.categories.join(', ')}</Fact>}
      </dl>
      {meeting.description.trim() && (
        <p className="meeting-detail__description">
          <MessageBody body={meeting.description} />
        </p>
      )}
      <OrganiserActions meeting={meeting} actions={actions} userId={userId} />
      <AnswerButtons meeting={meeting} actions={actions} />
      {isOnline(meeting) && !isCancelled(meeting) && (
        <VideoJoin
          meeting={meeting}
          joinWindow={{ leadMinutes: details?.videoMeetingLeadMinutes ?? 0, trailMinutes: details?.videoMeetingTrailMinutes ?? 0 }}
          timeZone={timeZone}
          fixedNow={settings.serverTestingDate}
        />
      )}
      <Participants meeting={meeting} />
      {showMessages && response !== undefined && <GroupMessages meetingId={meeting.id} canSend={actions.message} timeZone={timeZone} />}
    </article>
  );
}

function LoadedMeeting({ meetingId, userId, showMessages }: { meetingId: string; userId: string; showMessages: boolean }) {
  const { locale, settings } = usePageContext();
  const meeting = useMeeting(userId, meetingId);
  const details = useMeetingDetails();
  useMessagingLiveUpdates(settings.features.enableSignalr === true, LIVE_KEYS);
  if (meeting.data) return <MeetingView meeting={meeting.data} details={details.data} userId={userId} showMessages={showMessages} />;
  if (meeting.error instanceof ApiError && meeting.error.status === NOT_FOUND) return <MeetingNotFound listHref={localizedPath(locale, '/meetings')} />;
  if (meeting.isError) return <MeetingLoadError onRetry={() => void meeting.refetch()} />;
  return <MeetingLoading what="meeting" />;
}

/** Meeting detail (spec 2 §2–§6): the meeting of the page's address, for its participants only. */
export default function MeetingDetail({ props }: BlockComponentProps<MeetingDetailProps>) {
  const { params, locale } = usePageContext();
  const meetingId = params.meetingId ?? '';
  return (
    <MeetingsGate>
      {(user) =>
        meetingId ? (
          <LoadedMeeting key={meetingId} meetingId={meetingId} userId={user.id} showMessages={props.showMessages !== false} />
        ) : (
          <MeetingNotFound listHref={localizedPath(locale, '/meetings')} />
        )
      }
    </MeetingsGate>
  );
}
