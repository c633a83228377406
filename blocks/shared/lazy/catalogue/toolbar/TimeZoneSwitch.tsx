import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneChoice } from '../state/catalogue-state';

interface TimeZoneSwitchProps {
  value: ZoneChoice;
  conferenceZone: string;
  viewerZone: string;
  onChange(zone: ZoneChoice): void;
}

/** Times in the conference's zone or the viewer's own (spec 1 §2, behind enableTimezoneSwitcher). */
export function TimeZoneSwitch({ value, conferenceZone, viewerZone, onChange }: TimeZoneSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="catalogue-option">
      <label htmlFor={id}>{t('translate.base.catalogue.time-zone.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ZoneChoice)}>
        <option value="event">{t('translate.base.catalogue.time-zone.event', { zone: conferenceZone })}</option>
        <option value="local">{t('translate.base.catalogue.time-zone.local', { zone: viewerZone })}</option>
      </select>
    </div>
  );
}
