import { lazy, Suspense } from 'react';
import { usePageContext } from '../../../src/app/block-kit';

// The export controls download only where their flag is on, after the schedule itself: the block's own chunk stays small.
const CalendarExport = lazy(() => import('../../shared/lazy/schedule/CalendarExport').then((module) => ({ default: module.CalendarExport })));
const TripReportButton = lazy(() => import('../../shared/lazy/schedule/TripReportButton').then((module) => ({ default: module.TripReportButton })));

/** Export calendar (spec 1 §2), while showDownloadToCalendar or enableWebCal is on. */
export function CalendarExportSlot() {
  const { showDownloadToCalendar, enableWebCal } = usePageContext().settings.features;
  if (!showDownloadToCalendar && !enableWebCal) return null;
  return (
    <Suspense fallback={null}>
      <CalendarExport />
    </Suspense>
  );
}

/** Download the trip report (spec 1 §4), while showTripReportAction is on. */
export function TripReportSlot() {
  if (usePageContext().settings.features.showTripReportAction !== true) return null;
  return (
    <Suspense fallback={null}>
      <TripReportButton />
    </Suspense>
  );
}
