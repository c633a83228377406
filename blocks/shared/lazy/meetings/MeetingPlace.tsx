import { useTranslation } from 'react-i18next';
import { isOnline, type MeetingPlace as Place } from '../../../../src/engine/lazy/meeting-location';
import { meetingText } from './texts';

/** Where a meeting takes place in words: online in Teams, or the place with its area and table size. */
export function MeetingPlace({ place }: { place: Place }) {
  const { t } = useTranslation();
  if (isOnline(place)) return <>{t(meetingText('place.online'))}</>;
  const parts = [place.meetingLocation, place.area, place.tableSize === null ? null : t(meetingText('place.table'), { count: place.tableSize })];
  return <>{parts.filter(Boolean).join(' · ')}</>;
}
