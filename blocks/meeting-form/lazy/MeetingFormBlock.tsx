import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../src/api/client';
import { useAttendee, type AttendeeAnswer } from '../../../src/api/lazy/catalogue-items';
import { useMeeting, useMeetingDetails, type MeetingDetails } from '../../../src/api/lazy/meetings';
import { usePageContext, useMovingNow, type BlockComponentProps } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { isExpertConnect, meetingActions } from '../../../src/engine/lazy/meetings';
import { MeetingsGate } from '../../shared/lazy/meetings/MeetingsGate';
import { MeetingLoadError, MeetingLoading, MeetingNotFound } from '../../shared/lazy/meetings/MeetingStates';
import { meetingText } from '../../shared/lazy/meetings/texts';
import type { MeetingFormProps } from '../props.gen';
import { MeetingForm } from './MeetingForm';
import { draftOf, newDraft, type Invitee } from './meeting-form-draft';
import '../../shared/lazy/meetings/meetings.css';
import './meeting-form.css';

const NOT_FOUND = 404;

interface ScreenProps {
  userId: string;
  details: MeetingDetails;
}

/** A new meeting; with `?attendeeId=` (from an attendee's profile) that attendee is invited already. */
function NewMeeting({ userId, details, attendee, attendeeFailed = false }: ScreenProps & { attendee?: AttendeeAnswer | undefined; attendeeFailed?: boolean }) {
  const { t } = useTranslation();
  const { settings } = usePageContext();
  const now = useMovingNow(settings.serverTestingDate);
  // Spec 1 §6: only attendees available for meetings are offered; the organiser never invites themselves.
  const invitable = attendee !== undefined && attendee.isAvailableForMeetings && attendee.userId !== userId;
  const invitees: Invitee[] = invitable ? [{ userId: attendee.userId, attendeeId: attendee.attendeeId, displayName: attendee.displayName, jobTitle: attendee.jobTitle, company: attendee.company }] : [];
  const initial = newDraft({ now, timeZone: details.timeZone, showMeetingLocation: details.showMeetingLocation, invitees });
  const note = attendeeFailed || (attendee && !invitable) ? <p className="meeting-field__warning">{t(meetingText('toast.add-attendee-error'))}</p> : undefined;
  return <MeetingForm userId={userId} details={details} initial={initial} note={note} />;
}

/** The attendee of the address, fetched from the public attendee API before the form starts with them invited. */
function NewMeetingFor({ attendeeId, ...screen }: ScreenProps & { attendeeId: string }) {
  const { locale } = usePageContext();
  const attendee = useAttendee(attendeeId, locale, screen.userId);
  if (attendee.isPending) return <MeetingLoading what="meeting" />;
  return <NewMeeting {...screen} attendee={attendee.data} attendeeFailed={attendee.isError} />;
}

/** The organiser's meeting, editable while meetingActions says so (never an expert-connect meeting, spec 2 §6). */
function EditMeeting({ userId, details, meetingId }: ScreenProps & { meetingId: string }) {
  const { t } = useTranslation();
  const { locale, scopes, settings } = usePageContext();
  const now = useMovingNow(settings.serverTestingDate);
  const meeting = useMeeting(userId, meetingId);
  const detailHref = localizedPath(locale, `/meetings/${encodeURIComponent(meetingId)}`);
  if (meeting.error instanceof ApiError && meeting.error.status === NOT_FOUND) return <MeetingNotFound listHref={localizedPath(locale, '/meetings')} />;
  if (!meeting.data) return meeting.isError ? <MeetingLoadError onRetry={() => void meeting.refetch()} /> : <MeetingLoading what="meeting" />;
  if (!meetingActions(meeting.data, { id: userId, scopes }, now).edit) {
    return (
      <div className="meeting-state" role="alert">
        <p>{t(meetingText(isExpertConnect(meeting.data) ? 'form.expert-connect' : 'form.not-editable'))}</p>
        <a className="block-button block-button--secondary" href={detailHref}>
          {t(meetingText('form.to-meeting'))}
        </a>
      </div>
    );
  }
  // Keyed by the answer: a meeting changed by a live event starts the form again only when reopened, not under the typing.
  return <MeetingForm key={meeting.data.id} userId={userId} details={details} initial={draftOf(meeting.data, details.timeZone)} editing={meeting.data} />;
}

function MeetingScreen({ userId, meetingId }: { userId: string; meetingId: string | undefined }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const details = useMeetingDetails();
  const attendeeId = query.get('attendeeId');
  const screen = details.data && { userId, details: details.data };
  const body = () => {
    if (!screen) return details.isError ? <MeetingLoadError onRetry={() => void details.refetch()} /> : <MeetingLoading what="meeting" />;
    if (meetingId) return <EditMeeting {...screen} meetingId={meetingId} />;
    return attendeeId ? <NewMeetingFor {...screen} attendeeId={attendeeId} /> : <NewMeeting {...screen} />;
  };
  return (
    <div className="meeting-form-block">
      <h1 className="meeting-form__heading">{t(meetingText(meetingId ? 'form.heading-edit' : 'form.heading-new'))}</h1>
      {body()}
    </div>
  );
}

/**
 * New and edit meeting (spec 2 §2): one form, in edit mode when the page's address names a meeting
 * (/meetings/edit/{meetingId}), else new (/meetings/schedule?attendeeId=…&source=…).
 */
export default function MeetingFormBlock(_props: BlockComponentProps<MeetingFormProps>) {
  const { params } = usePageContext();
  return <MeetingsGate>{(user) => <MeetingScreen key={params.meetingId ?? 'new'} userId={user.id} meetingId={params.meetingId} />}</MeetingsGate>;
}
