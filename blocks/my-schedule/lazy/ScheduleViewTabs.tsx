import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TAB_KEY_MOVES } from '../../shared/lazy/tabs/tab-keys';
import { SCHEDULE_VIEWS, type ScheduleView } from '../../shared/lazy/schedule-events/schedule-model';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

interface ScheduleViewTabsProps {
  selected: number;
  onSelect(index: number): void;
  idPrefix: string;
  children: ReactNode;
}

/** The views as tabs (WAI-ARIA tabs: arrows, Home and End move and select); the selected view's panel below. */
export function ScheduleViewTabs({ selected, onSelect, idPrefix, children }: ScheduleViewTabsProps) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = TAB_KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, SCHEDULE_VIEWS.length);
    onSelect(next);
    buttons.current[next]?.focus();
  };
  const tabId = (view: ScheduleView) => `${idPrefix}-tab-${view}`;
  const current = SCHEDULE_VIEWS[selected] ?? 'list';
  return (
    <>
      <div role="tablist" aria-label={t(scheduleText('views'))} className="schedule-tabs" onKeyDown={onKeyDown}>
        {SCHEDULE_VIEWS.map((view, index) => (
          <button
            key={view}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(view)}
            className="schedule-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {t(scheduleText(`view.${view}`))}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={tabId(current)} className="schedule-panel">
        {children}
      </div>
    </>
  );
}
