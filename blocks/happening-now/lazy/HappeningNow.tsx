import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueSearch } from '../../../src/api/lazy/catalogue';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { LoadState } from '../../shared/lazy/event-data/LoadState';
import { SessionTiles } from '../../shared/lazy/event-data/SessionTiles';
import { momentNow, useTestingDate } from '../../shared/lazy/event-data/use-site-now';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import type { HappeningNowProps } from '../props.gen';
import { happeningNowDefaults, liveSessionsRequest, shownLiveSessions } from './live-sessions';
import { RefreshControls } from './RefreshControls';
import { useAutoRefresh } from './use-auto-refresh';
import { useViewerRegion } from './use-viewer-region';
import { WatchNow } from './WatchNow';
import '../../shared/lazy/event-data/event-button.css';
import './happening-now.css';

const key = (name: string) => `translate.base.blocks.happening-now.${name}`;

/**
 * What is live right now (spec 03 §3, §4): sessions started and not yet ended, of the chosen types, refreshed on a
 * timer the visitor can switch off (remembered) or by hand; More shows the cards beyond the first few.
 */
export default function HappeningNow({ props, block }: BlockComponentProps<HappeningNowProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { settings } = usePageContext();
  const testingDate = useTestingDate();
  const defaults = happeningNowDefaults(settings.settings.happeningNow);
  const cardCount = props.cardCount ?? defaults.cardCount;
  const [checkedAt, setCheckedAt] = useState(() => momentNow(testingDate));
  const [expanded, setExpanded] = useState(false);
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const query = useCatalogueSearch('session', liveSessionsRequest(props, checkedAt), { testingDate });
  const viewer = useViewerRegion(props.filterByRegion === true);

  const refresh = () => {
    const next = momentNow(testingDate);
    // A fixed testing date gives the same request: ask the server again for it.
    if (next === checkedAt) void query.refetch();
    else setCheckedAt(next);
  };
  const auto = useAutoRefresh({ seconds: props.autoRefreshTimeInSeconds ?? defaults.refreshSeconds, defaultOn: props.autoRefreshEnabled !== false, refresh });

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.children[focusFrom.current]?.querySelector<HTMLElement>('a[href]')?.focus();
    focusFrom.current = null;
  }, [expanded]);

  // Until the viewer's region is known, nothing is shown rather than sessions meant for elsewhere.
  const loaded = viewer.pending ? undefined : query.data;
  const sessions = shownLiveSessions(loaded?.data ?? [], { streamedOnly: props.enableStreamUrlFilter === true, region: viewer.region });
  const shown = expanded ? sessions : sessions.slice(0, cardCount);
  const heading = text(props.heading);
  const ids = { heading: `${block.contentId}-heading`, list: `${block.contentId}-sessions` };
  const toggleMore = () => {
    if (!expanded && props.autoFocusFirstCard) focusFrom.current = cardCount;
    setExpanded(!expanded);
  };

  return (
    <HeadedSection fields={props} headingId={ids.heading} label={t(key('label'))} className="happening-now">
      <RefreshControls
        autoRefresh={auto.on}
        onAutoRefresh={auto.toggle}
        onRefresh={refresh}
        refreshing={query.isFetching}
        checkedAt={checkedAt}
        analyticsTag={props.refreshAnalyticsTag}
      />
      <LoadState query={{ data: loaded, isError: query.isError, refetch: query.refetch }} loading={t(key('loading'))} failed={t(key('error'))}>
        {() =>
          sessions.length === 0 ? (
            <p className="event-data-state">{t(key('empty'))}</p>
          ) : (
            <SessionTiles
              id={ids.list}
              listRef={list}
              sessions={shown}
              now={new Date(checkedAt)}
              label={heading || t(key('label'))}
              tileStyle={props.cardStyle}
              busy={query.isFetching}
              below={(session) => <WatchNow session={session} props={props} />}
            />
          )
        }
      </LoadState>
      {sessions.length > cardCount && (
        <button
          type="button"
          className={`block-button block-button--${props.showMoreButtonStyle ?? 'secondary'} event-data-button happening-now__more`}
          aria-expanded={expanded}
          aria-controls={ids.list}
          onClick={toggleMore}
          data-analytics-tag={props.showMoreAnalyticsTag}
        >
          {t(key(expanded ? 'less' : 'more'))}
        </button>
      )}
    </HeadedSection>
  );
}
