import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { mayCreateAppointments } from '../../../src/engine/lazy/appointments';
import { mayCall } from '../../../src/engine/lazy/meetings';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

/** Both forms come back to My schedule once saved. */
const BACK_HERE = 'source=/schedule';

/**
 * New meeting and new appointment (spec 1 §2, §6): a meeting needs the meetings scope, the meetings screens
 * (showMeetings) and My schedule's offer of it (showMeetingsInMySchedule); an appointment what `mayCreateAppointments` says.
 */
export function NewEntryLinks() {
  const { t } = useTranslation();
  const { locale, scopes, settings } = usePageContext();
  const { features } = settings;
  const links = [
    { key: 'new-meeting', path: '/meetings/schedule', shown: mayCall('create', scopes) && features.showMeetings === true && features.showMeetingsInMySchedule === true },
    { key: 'new-appointment', path: '/appointments/schedule', shown: mayCreateAppointments(scopes, features) },
  ].filter((link) => link.shown);
  return links.map((link) => (
    <a key={link.key} className="block-button block-button--secondary" href={localizedPath(locale, `${link.path}?${BACK_HERE}`)}>
      {t(scheduleText(`toolbar.${link.key}`))}
    </a>
  ));
}
