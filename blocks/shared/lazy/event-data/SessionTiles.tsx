import { useMemo, type ReactNode, type Ref } from 'react';
import type { SessionAnswer } from '../../../../src/api/lazy/catalogue-items';
import { usePageContext } from '../../../../src/app/block-kit';
import { SessionCard } from '../catalogue/cards/SessionCard';
import { CatalogueDisplayContext } from '../catalogue/display-context';
import { conferenceTimeZone } from '../catalogue/format/time-zones';
import '../catalogue/catalogue.css';
import './session-tiles.css';

export type TileStyle = 'outlined' | 'shadow' | 'plain';

interface SessionTilesProps {
  sessions: readonly SessionAnswer[];
  /** The moment "live now" is judged at. */
  now: Date;
  label: string;
  tileStyle?: TileStyle;
  /** Shown under a session's card: its actions, an editor's note. */
  below?: (session: SessionAnswer) => ReactNode;
  id?: string;
  busy?: boolean;
  listRef?: Ref<HTMLUListElement>;
}

/** Session cards as the catalogue draws them (times in the conference zone), in a grid, each with its actions. */
export function SessionTiles({ sessions, now, label, tileStyle = 'outlined', below, id, busy, listRef }: SessionTilesProps) {
  const { settings } = usePageContext();
  const timeZone = conferenceTimeZone(settings);
  const time = now.getTime();
  const display = useMemo(() => ({ timeZone, now: new Date(time) }), [timeZone, time]);
  return (
    <CatalogueDisplayContext.Provider value={display}>
      <ul ref={listRef} id={id} className={`session-tiles session-tiles--${tileStyle}`} aria-label={label} aria-busy={busy || undefined}>
        {sessions.map((session) => (
          <li key={session.sessionId} className="session-tiles__item">
            <SessionCard item={session} view="grid" />
            {below && <div className="session-tiles__below">{below(session)}</div>}
          </li>
        ))}
      </ul>
    </CatalogueDisplayContext.Provider>
  );
}
