import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../src/engine';
import { useText } from '../../../src/i18n/use-text';
import type { AgendaItem } from '../props.gen';
import type { AgendaDay } from './agenda-days';
import { zoneName } from '../../shared/lazy/catalogue/format/time-zones';
import { agendaTime, type AgendaClock } from './agenda-time';

export interface AgendaTableOptions {
  locale: Locale;
  timeZone: string;
  clock: AgendaClock;
  showTimeSubText: boolean;
  /** Percent of the width, or null for no speaker column. */
  speakerWidth: number | null;
  caption: string;
}

function TimeCell({ item, options, rows }: { item: AgendaItem; options: AgendaTableOptions; rows: number }) {
  const text = useText();
  const start = Date.parse(item.dateTimeIsoStampStart);
  const end = item.dateTimeIsoStampEnd ? Date.parse(item.dateTimeIsoStampEnd) : Number.NaN;
  const shown = item.showDisplayTime !== false;
  const subText = options.showTimeSubText ? text(item.timeSubText) : '';
  return (
    <th scope="row" rowSpan={rows} className="agenda-panel__time">
      {shown && (
        <time dateTime={item.dateTimeIsoStampStart}>
          {agendaTime(start, options)}
          {!Number.isNaN(end) && ` – ${agendaTime(end, options)}`}
        </time>
      )}
      {subText && <span className="agenda-panel__sub-text">{subText}</span>}
    </th>
  );
}

/** One day's items (or the whole agenda): a time cell per group, then what happens and, when shown, who speaks. */
export function AgendaTable({ day, options, tracking }: { day: AgendaDay; options: AgendaTableOptions; tracking: string | undefined }) {
  const { t } = useTranslation();
  const text = useText();
  const first = day.groups[0]?.items[0];
  const zone = first ? zoneName(Date.parse(first.dateTimeIsoStampStart), options.locale, options.timeZone) : '';
  const key = (name: string) => t(`translate.base.blocks.agenda-panel.${name}`);
  return (
    <table className="agenda-panel__table" data-m={tracking}>
      {options.caption && <caption className="agenda-panel__caption">{options.caption}</caption>}
      <colgroup>
        <col className="agenda-panel__time-column" />
        <col />
        {options.speakerWidth !== null && <col style={{ width: `${options.speakerWidth}%` }} />}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('translate.base.blocks.agenda-panel.time-heading', { zone })}</th>
          <th scope="col">{key('description-heading')}</th>
          {options.speakerWidth !== null && <th scope="col">{key('speaker-heading')}</th>}
        </tr>
      </thead>
      <tbody>
        {day.groups.flatMap((group) =>
          group.items.map((item, index) => (
            <tr key={`${group.key}-${index}`}>
              {index === 0 && <TimeCell item={item} options={options} rows={group.items.length} />}
              <td>{text(item.description)}</td>
              {options.speakerWidth !== null && <td>{text(item.speaker)}</td>}
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
