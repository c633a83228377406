import { lazy, Suspense } from 'react';
import { ATTENDEE_TYPE_CHANGER_FLAG, isSiteEditor } from '../../engine';
import { DrawnInBrowser } from '../ui/drawn-in-browser';
import { useViewer } from '../viewer';

// Its own chunk: only site editors on a site with the flag on ever download it.
const AttendeeTypeChanger = lazy(() => import('./lazy/attendee-type/attendee-type-changer'));

/**
 * The admin attendee type changer, for site editors when enableAdminAttendeeTypeChanger is on. Drawn by the browser
 * only, like the editors' other tools: its code is never part of a page's first download.
 */
export function AttendeeTypeSlot() {
  const { settings, user, scopes } = useViewer();
  const state = user?.attendeeType;
  if (!state || !settings.features[ATTENDEE_TYPE_CHANGER_FLAG] || !isSiteEditor(scopes)) return null;
  return (
    <DrawnInBrowser fallback={null}>
      <Suspense fallback={null}>
        <AttendeeTypeChanger state={state} />
      </Suspense>
    </DrawnInBrowser>
  );
}
