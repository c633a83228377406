import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile, useSaveProfile, type Profile } from '../../../src/api/lazy/profile';
import { siteOrigin, toast, usePageContext } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { ScheduleDialog } from '../../shared/lazy/schedule/ScheduleDialog';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

/** Spec 1 §5: a schedule is shared only while the profile is public and shows its sessions. */
export const sharesSchedule = (profile: Pick<Profile, 'displayProfileToPublic' | 'displaySessions'>): boolean =>
  profile.displayProfileToPublic && profile.displaySessions;

/** Spec 1 §6: sharing needs its own flag and the attendee directory. */
export function useShareAvailable(): boolean {
  const { settings } = usePageContext();
  return settings.features.enableShareScheduleFeature === true && settings.features.enableAttendees === true;
}

/** The share button: the public link when the schedule is shared, else the opt-in-first dialog (spec 1 §5). */
export function ShareSchedule({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const profile = useProfile(userId);
  const [open, setOpen] = useState(false);
  if (!profile.data) return null;
  return (
    <>
      <button type="button" className="block-button block-button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t(scheduleText('share.button'))}
      </button>
      {open && <ShareDialog profile={profile.data} userId={userId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ profile, userId, onClose }: { profile: Profile; userId: string; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveProfile(userId);
  const optIn = () =>
    save.mutate(
      { displayProfileToPublic: true, displaySessions: true },
      { onError: () => toast.show({ message: scheduleText('share.error'), kind: 'error' }) },
    );
  if (sharesSchedule(profile)) {
    return (
      <ScheduleDialog title={t(scheduleText('share.title'))} onClose={onClose}>
        <SharedLink attendeeId={profile.id} />
      </ScheduleDialog>
    );
  }
  return (
    <ScheduleDialog title={t(scheduleText('share.opt-in.title'))} onClose={onClose}>
      <p>{t(scheduleText('share.opt-in.text'))}</p>
      <div className="schedule-dialog__actions">
        <button type="button" className="block-button" disabled={save.isPending} aria-busy={save.isPending} onClick={optIn}>
          {t(scheduleText('share.opt-in.accept'))}
        </button>
        <button type="button" className="block-button block-button--secondary" onClick={onClose}>
          {t(scheduleText('share.opt-in.decline'))}
        </button>
      </div>
    </ScheduleDialog>
  );
}

/** The public page's address, to read, select or copy. */
function SharedLink({ attendeeId }: { attendeeId: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const link = `${siteOrigin()}${localizedPath(locale, `/attendees/${encodeURIComponent(attendeeId)}/schedule`)}`;
  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => toast.show({ message: scheduleText('share.copied'), kind: 'success' }))
      .catch(() => toast.show({ message: scheduleText('share.copy-failed'), kind: 'error' }));
  return (
    <div className="schedule-share">
      <p>{t(scheduleText('share.text'))}</p>
      <label className="schedule-share__label" htmlFor="schedule-share-link">
        {t(scheduleText('share.link'))}
      </label>
      <input id="schedule-share-link" className="schedule-share__link" type="url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <div className="schedule-dialog__actions">
        <button type="button" className="block-button" onClick={copy}>
          {t(scheduleText('share.copy'))}
        </button>
        <a className="block-button block-button--secondary" href={link}>
          {t(scheduleText('share.open'))}
        </a>
      </div>
    </div>
  );
}
