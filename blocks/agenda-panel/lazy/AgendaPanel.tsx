import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { formatCalendarDay } from '../../shared/lazy/catalogue/format/calendar-day';
import { conferenceTimeZone } from '../../shared/lazy/catalogue/format/time-zones';
import { useSiteNow } from '../../shared/lazy/event-data/use-site-now';
import type { AgendaPanelProps } from '../props.gen';
import { agendaDays, calendarDayIn, initialDayIndex } from './agenda-days';
import { AgendaTable, type AgendaTableOptions } from './AgendaTable';
import { panelId, TabList, tabId } from '../../shared/lazy/TabList';
import './agenda-panel.css';

const DEFAULT_SPEAKER_WIDTH = 25;

function colourVariables(colors: AgendaPanelProps['colors']): CSSProperties {
  return {
    '--agenda-header-background': colors?.headerBackground,
    '--agenda-header-text': colors?.headerText,
    '--agenda-row-border': colors?.rowBorder,
    '--agenda-active-tab': colors?.activeTab,
  } as CSSProperties;
}

/** An editor-made timetable in the conference time zone, one tab per day when grouped (today's first, if asked). */
export default function AgendaPanel({ props, block }: BlockComponentProps<AgendaPanelProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { locale, settings } = usePageContext();
  const timeZone = conferenceTimeZone(settings);
  const now = useSiteNow();
  const grouped = props.grouped === true;
  const days = useMemo(
    () => agendaDays(props.items ?? [], { timeZone, grouped, groupByDateTime: props.groupByDateTime === true }),
    [props.items, timeZone, grouped, props.groupByDateTime],
  );
  const [chosen, setChosen] = useState(() =>
    initialDayIndex(days, { today: calendarDayIn(now.getTime(), timeZone), matchToday: props.defaultTabMatchesDate === true, startingIndex: props.startingIndex ?? 0 }),
  );
  // Editing can remove days under the chosen tab.
  const selected = Math.min(chosen, Math.max(0, days.length - 1));
  const options: AgendaTableOptions = {
    locale,
    timeZone,
    clock: props.dateTimeFormat ?? 'locale',
    showTimeSubText: props.showTimeSubText === true,
    speakerWidth: props.speakerEnabled ? (props.speakerWidth ?? DEFAULT_SPEAKER_WIDTH) : null,
    caption: props.showTableTitle ? text(props.tableTitleText) : '',
  };
  const idBase = `agenda-${block.contentId}`;
  const headingId = `${idBase}-heading`;
  const tables = days.map((day) => <AgendaTable key={day.day ?? 'all'} day={day} options={options} tracking={props.dataMTracking} />);

  return (
    <HeadedSection
      fields={props}
      headingId={headingId}
      label={t('translate.base.blocks.agenda-panel.label')}
      className="agenda-panel"
      style={colourVariables(props.colors)}
    >
      {grouped && days.length > 0 ? (
        <>
          <TabList
            idBase={idBase}
            labels={days.map((day) => formatCalendarDay(day.day as string, locale, { withYear: props.displayYear === true }))}
            selected={selected}
            onSelect={setChosen}
            label={t('translate.base.blocks.agenda-panel.days')}
          />
          {tables.map((table, index) => (
            <div key={table.key} role="tabpanel" id={panelId(idBase, index)} aria-labelledby={tabId(idBase, index)} hidden={index !== selected} tabIndex={0} className="agenda-panel__panel">
              {table}
            </div>
          ))}
        </>
      ) : (
        tables
      )}
    </HeadedSection>
  );
}
