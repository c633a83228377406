import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateMeeting, useUpdateMeeting, type Meeting, type MeetingDetails } from '../../../src/api/lazy/meetings';
import { usePageContext, useMovingNow } from '../../../src/app/block-kit';
import { MEETING_TEXT_LIMITS, meetingDraftProblems } from '../../../src/engine/lazy/meeting-draft';
import { isOnline } from '../../../src/engine/lazy/meeting-location';
import { explainedRefusal } from '../../shared/lazy/explained-refusal';
import { zoneName } from '../../shared/lazy/catalogue/format/time-zones';
import { useReturnPath } from '../../shared/lazy/return-path';
import { meetingSuccess } from '../../shared/lazy/meetings/meeting-toasts';
import { meetingText } from '../../shared/lazy/meetings/texts';
import { AccountPicker } from './AccountPicker';
import { ConflictWarning } from './ConflictWarning';
import { InviteePicker } from './InviteePicker';
import { FORM_FIELDS, PROBLEM_FIELD, fieldsOf, urlProblem, type FormField, type FormProblem, type MeetingDraft } from './meeting-form-draft';
import { PlaceFields } from './PlaceFields';

interface MeetingFormProps {
  userId: string;
  details: MeetingDetails;
  initial: MeetingDraft;
  /** The meeting being edited; a new one without. */
  editing?: Meeting | undefined;
  /** Said above the fields (an attendee of the address who could not be invited). */
  note?: ReactNode;
}

/**
 * The organiser's meeting (spec 2 §5, §7, §8): each problem is shown by its field before anything is sent, conflicts
 * with the organiser's schedule are shown as a warning; a refused save keeps everything typed and says why.
 */
export function MeetingForm({ userId, details, initial, editing, note }: MeetingFormProps) {
  const { t } = useTranslation();
  const { locale, settings } = usePageContext();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const now = useMovingNow(settings.serverTestingDate);
  const create = useCreateMeeting(userId);
  const update = useUpdateMeeting(userId);
  const saving = create.isPending || update.isPending;
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  const { timeZone, showMeetingLocation, capacityLimit } = details;
  const fields = fieldsOf(draft, { timeZone, showMeetingLocation });
  const problems: FormProblem[] = [
    ...meetingDraftProblems(fields, { now, ownerId: userId, capacity: capacityLimit, showMeetingLocation, editing }),
    ...urlProblem(fields),
  ];
  const shownProblems = (field: FormField) => (attempted || touched.has(field) ? problems.filter((problem) => PROBLEM_FIELD[problem] === field) : []);
  const errorId = (field: FormField) => (shownProblems(field).length > 0 ? `${ids}-${field}-error` : undefined);
  const touch = (field: FormField) => setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  const change = (patch: Partial<MeetingDraft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const issue = editing ? 'issue-updating' : 'issue-creating';
  // Said once, where the form is, and focused (no toast besides).
  const refused = (error: unknown) =>
    setRefusal(explainedRefusal(error, t, (code) => meetingText(`problem.${code}`), { max: details.inviteeLimit }) ?? t(meetingText(`toast.${issue}`)));
  const saved = (meeting: Meeting) => {
    meetingSuccess(editing ? 'saved' : 'created');
    void navigate(returnPath(`/meetings/${encodeURIComponent(meeting.id)}`));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    setRefusal(null);
    const first = FORM_FIELDS.find((field) => problems.some((problem) => PROBLEM_FIELD[problem] === field));
    if (first) return event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    if (editing) update.mutate({ ...fields, id: editing.id }, { onSuccess: saved, onError: refused });
    else create.mutate(fields, { onSuccess: saved, onError: refused });
  };

  const problemText = (field: FormField) => {
    const shown = shownProblems(field);
    return shown.length > 0 ? (
      <p id={errorId(field)} className="meeting-field__error">
        {shown.map((problem) => t(meetingText(`problem.${problem}`), { max: details.inviteeLimit })).join(' ')}
      </p>
    ) : null;
  };
  const describedBy = (field: FormField) => ({ 'aria-describedby': errorId(field), 'aria-invalid': errorId(field) ? true : undefined });
  const zone = zoneName(now, locale, timeZone);
  const start = fields.time.utc;
  const end = fields.endTime.utc;

  return (
    <form className="meeting-form" noValidate onSubmit={submit}>
      {note}
      {refusal && (
        <div ref={refusalRef} className="meeting-form__refusal" role="alert" tabIndex={-1}>
          {refusal}
        </div>
      )}
      <div className="meeting-field">
        <label htmlFor={`${ids}-subject`}>{t(meetingText('form.subject'))}</label>
        <input
          data-field="subject"
          id={`${ids}-subject`}
          type="text"
          required
          maxLength={MEETING_TEXT_LIMITS.subject}
          value={draft.subject}
          onChange={(event) => change({ subject: event.target.value })}
          onBlur={() => touch('subject')}
          {...describedBy('subject')}
        />
        {problemText('subject')}
      </div>
      <div className="meeting-field">
        <label htmlFor={`${ids}-description`}>{t(meetingText('form.description'))}</label>
        <textarea id={`${ids}-description`} rows={4} maxLength={MEETING_TEXT_LIMITS.description} value={draft.description} onChange={(event) => change({ description: event.target.value })} />
      </div>
      <div className="meeting-form__times">
        {(['start', 'end'] as const).map((field) => (
          <div key={field} className="meeting-field">
            <label htmlFor={`${ids}-${field}`}>{t(meetingText(`form.${field}`), { zone })}</label>
            <input
              data-field={field}
              id={`${ids}-${field}`}
              type="datetime-local"
              required
              value={draft[field]}
              onChange={(event) => change({ [field]: event.target.value })}
              onBlur={() => touch(field)}
              {...describedBy(field)}
            />
            {problemText(field)}
          </div>
        ))}
      </div>
      <ConflictWarning userId={userId} candidate={start && end ? { start, end } : undefined} editingId={editing?.id} timeZone={timeZone} />
      <InviteePicker
        invitees={draft.invitees}
        onChange={(invitees) => change({ invitees })}
        ownerId={userId}
        capacity={capacityLimit}
        errorId={errorId('invitees')}
        onBlur={() => touch('invitees')}
      />
      {problemText('invitees')}
      {showMeetingLocation ? (
        <>
          <PlaceFields choice={draft.choice} place={draft.place} onChange={(choice, place) => change({ choice, place })} errorId={errorId('place')} />
          {problemText('place')}
        </>
      ) : (
        <p className="meeting-field">{t(meetingText('form.place.online-only'))}</p>
      )}
      {isOnline({ meetingLocation: fields.meetingLocation ?? '' }) && (
        <div className="meeting-field">
          <label htmlFor={`${ids}-url`}>{t(meetingText('form.meeting-url'))}</label>
          <input
            data-field="meetingUrl"
            id={`${ids}-url`}
            type="url"
            inputMode="url"
            value={draft.meetingUrl}
            onChange={(event) => change({ meetingUrl: event.target.value })}
            onBlur={() => touch('meetingUrl')}
            {...describedBy('meetingUrl')}
          />
          {problemText('meetingUrl')}
        </div>
      )}
      <AccountPicker userId={userId} accounts={draft.accounts} onChange={(accounts) => change({ accounts })} />
      <div className="meeting-actions">
        <button type="submit" className="block-button block-button--primary" aria-disabled={saving || undefined}>
          {t(meetingText(saving ? 'form.saving' : editing ? 'form.save' : 'form.create'))}
        </button>
        <a className="block-button" href={returnPath(editing ? `/meetings/${encodeURIComponent(editing.id)}` : '/meetings')}>
          {t(meetingText('form.back'))}
        </a>
      </div>
    </form>
  );
}
