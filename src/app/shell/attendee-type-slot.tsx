import { lazy, Suspense } from 'react';
import { ATTENDEE_TYPE_CHANGER_FLAG, isSiteEditor } from '../../engine';
import { useViewer } from '../viewer';

// Its own chunk: only site editors on a site with the flag on ever download it.
const AttendeeTypeChanger = lazy(() => import('./lazy/attendee-type/attendee-type-changer'));

/** The admin attendee type changer, for site editors when enableAdminAttendeeTypeChanger is on. */
export function AttendeeTypeSlot() {
  const { settings, user, scopes } = useViewer();
  const state = user?.attendeeType;
  if (!state || !settings.features[ATTENDEE_TYPE_CHANGER_FLAG] || !isSiteEditor(scopes)) return null;
  return (
    <Suspense fallback={null}>
      <AttendeeTypeChanger state={state} />
    </Suspense>
  );
}
