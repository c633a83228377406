import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../src/api/client';
import { useCreateAppointment, useSaveAppointment, type Appointment } from '../../../src/api/lazy/appointments';
import { usePageContext } from '../../../src/app/block-kit';
import { APPOINTMENT_TEXT_LIMITS, APPOINTMENT_TYPES, appointmentProblems, mayChangeAppointments } from '../../../src/engine/lazy/appointments';
import { explainedRefusal } from '../../shared/lazy/explained-refusal';
import { appointmentFailure, appointmentSuccess } from '../../shared/lazy/appointments/appointment-toasts';
import { RemoveAppointment } from '../../shared/lazy/appointments/RemoveAppointment';
import { useReturnPath } from '../../shared/lazy/return-path';
import { appointmentText } from '../../shared/lazy/appointments/texts';
import { useEventClock } from '../../shared/lazy/appointments/use-event-clock';
import { zoneName } from '../../shared/lazy/catalogue/format/time-zones';
import { useSiteNow } from '../../shared/lazy/event-data/use-site-now';
import { draftOf, fieldsOf, newDraft, partOfPath, problemsByPart, type AppointmentDraft, type DraftPart } from './draft';
import { LimitedTextField } from './LimitedTextField';

/** The server's refusal of a save (400): its message, by the part of the form it names when it names one. */
interface Refusal {
  message: string;
  part: DraftPart | undefined;
}

function refusalOf(error: unknown, t: TFunction): Refusal | undefined {
  const message = explainedRefusal(error, t, (code) => appointmentText(`problem.${code}`));
  if (message === undefined || !(error instanceof ApiError)) return undefined;
  const path = error.body.details?.[0]?.path;
  return { message, part: path ? partOfPath(path) : undefined };
}

interface AppointmentEditorProps {
  userId: string;
  /** The appointment edited; a new one without. */
  appointment?: Appointment;
}

/**
 * The appointment form (spec 2 §2, §3): name, type, start and finish on the event's clock, place and notes. What
 * `appointmentProblems` finds is shown by its field before anything is sent; a refusal of the server (400) keeps what
 * was typed and shows its message. Once saved, the attendee goes to the appointment (or back where they came from).
 */
export function AppointmentEditor({ userId, appointment }: AppointmentEditorProps) {
  const { t } = useTranslation();
  const { locale, scopes, settings } = usePageContext();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const { timeZone, days } = useEventClock();
  const now = useSiteNow();
  const [draft, setDraft] = useState<AppointmentDraft>(() => (appointment ? draftOf(appointment, timeZone) : newDraft(now, days, timeZone)));
  // Problems show once a save was tried, then follow every change until they are gone.
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateAppointment(userId);
  const save = useSaveAppointment(userId);
  const pending = create.isPending || save.isPending;
  const nameInput = useRef<HTMLInputElement>(null);
  const startInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  // A refusal by a field is shown there, and the field takes the focus (one without a field is said as an alert).
  useEffect(() => {
    if (refusal?.part) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);

  const fields = fieldsOf(draft, timeZone);
  const problems = problemsByPart(tried ? appointmentProblems(fields, days) : []);
  const change = <K extends keyof AppointmentDraft>(name: K, value: AppointmentDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setRefusal(undefined);
  };
  const errorOf = (part: DraftPart): string | undefined => {
    const problem = problems[part];
    if (problem) return t(appointmentText(`problem.${problem}`));
    return refusal?.part === part ? refusal.message : undefined;
  };

  const saved = (result: Appointment) => {
    appointmentSuccess(appointment ? 'saved-successfully' : 'created-successfully', result);
    void navigate(returnTo(`/appointments/${encodeURIComponent(result.id)}`));
  };
  const failed = (error: unknown) => {
    const refused = refusalOf(error, t);
    if (refused) setRefusal(refused);
    else appointmentFailure(error, appointment ? 'saved-failed' : 'created-failed');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    const found = problemsByPart(appointmentProblems(fields, days));
    if (found.name) return nameInput.current?.focus();
    if (found.time) return startInput.current?.focus();
    if (appointment) save.mutate({ ...fields, id: appointment.id }, { onSuccess: saved, onError: failed });
    else create.mutate(fields, { onSuccess: saved, onError: failed });
  };

  const timeError = errorOf('time');
  const zone = zoneName(new Date(fields.start || now.getTime()), locale, timeZone);
  const cancelPath = returnTo(appointment ? `/appointments/${encodeURIComponent(appointment.id)}` : '/schedule');
  return (
    <form ref={form} className="appointment-form" aria-labelledby={`${ids}-title`} noValidate onSubmit={submit}>
      <h1 id={`${ids}-title`} className="appointment-form__title">
        {t(appointmentText(appointment ? 'form.edit-title' : 'form.new-title'))}
      </h1>
      {refusal && refusal.part === undefined && (
        <p className="appointment-form__refusal" role="alert">
          {refusal.message}
        </p>
      )}
      <LimitedTextField
        label={t(appointmentText('field.name'))}
        value={draft.name}
        limit={APPOINTMENT_TEXT_LIMITS.name}
        required
        error={errorOf('name')}
        inputRef={nameInput}
        onChange={(value) => change('name', value)}
      />
      <div className="appointment-field">
        <label htmlFor={`${ids}-type`} className="appointment-field__label">
          {t(appointmentText('field.type'))}
        </label>
        <select id={`${ids}-type`} value={draft.appointmentType} onChange={(event) => change('appointmentType', event.target.value as AppointmentDraft['appointmentType'])}>
          {APPOINTMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(appointmentText(`type.${type}`))}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="appointment-form__time" aria-describedby={[`${ids}-zone`, timeError ? `${ids}-time-error` : ''].filter(Boolean).join(' ')}>
        <legend className="appointment-field__label">{t(appointmentText('field.time'))}</legend>
        <p id={`${ids}-zone`} className="appointment-field__hint">
          {t(appointmentText('form.time-zone'), { zone })}
        </p>
        <div className="appointment-form__times">
          {(['start', 'finish'] as const).map((name) => (
            <div key={name} className="appointment-field">
              <label htmlFor={`${ids}-${name}`} className="appointment-field__label">
                {t(appointmentText(`field.${name}`))}
              </label>
              <input
                ref={name === 'start' ? startInput : undefined}
                id={`${ids}-${name}`}
                type="datetime-local"
                required
                value={draft[name]}
                aria-invalid={timeError ? true : undefined}
                onChange={(event) => change(name, event.target.value)}
              />
            </div>
          ))}
        </div>
        {timeError && (
          <p id={`${ids}-time-error`} className="appointment-field__error">
            {timeError}
          </p>
        )}
      </fieldset>
      <LimitedTextField
        label={t(appointmentText('field.location'))}
        value={draft.location}
        limit={APPOINTMENT_TEXT_LIMITS.location}
        error={errorOf('location')}
        onChange={(value) => change('location', value)}
      />
      <LimitedTextField
        label={t(appointmentText('field.description'))}
        value={draft.description}
        limit={APPOINTMENT_TEXT_LIMITS.description}
        multiline
        error={errorOf('description')}
        onChange={(value) => change('description', value)}
      />
      <div className="appointment-form__actions">
        <button type="submit" className="block-button block-button--primary" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
          {t(appointmentText(appointment ? 'form.save' : 'form.create'))}
        </button>
        <a className="block-button block-button--secondary" href={cancelPath}>
          {t(appointmentText('form.cancel'))}
        </a>
        {appointment && mayChangeAppointments(scopes, settings.features) && (
          <RemoveAppointment appointment={appointment} userId={userId} onRemoved={() => void navigate(returnTo('/schedule'))} />
        )}
      </div>
    </form>
  );
}
