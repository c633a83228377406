import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavoriteCount, useFavoriteIds } from '../../../src/api/lazy/favorites';
import { usePageContext, type BlockComponentProps } from '../../../src/app/block-kit';
import { canUseFavorites } from '../../../src/engine/lazy/favorites';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { LoadState } from '../../shared/lazy/event-data/LoadState';
import { TripReportButton } from '../../shared/lazy/schedule/TripReportButton';
import { panelId, TabList, tabId } from '../../shared/lazy/TabList';
import type { BackpackProps } from '../props.gen';
import { BackpackRow } from './BackpackRow';
import { displayOrder } from './display-order';
import { ALL_KINDS, backpackText, KIND_TYPES, type BackpackKind } from './kinds';
import './backpack.css';

/** One kind's favorites, with the ones removed in this visit kept in place until the page is left. */
function KindList({ kind }: { kind: BackpackKind }) {
  const { t } = useTranslation();
  const type = KIND_TYPES[kind];
  const favorites = useFavoriteIds(type);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const order = useRef<string[]>([]);
  const change = (id: string, gone: boolean) =>
    setRemoved((current) => {
      const next = new Set(current);
      if (gone) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <LoadState query={favorites} loading={t(backpackText('loading'))} failed={t(backpackText('load-failed'))}>
      {(kept) => {
        order.current = displayOrder(order.current, kept, removed);
        const ids = order.current;
        if (ids.length === 0) return <p className="backpack__empty">{t(backpackText(`empty.${kind}`))}</p>;
        return (
          <ul className="backpack__list">
            {ids.map((id) => (
              <BackpackRow
                key={id}
                kind={kind}
                type={type}
                id={id}
                ids={ids}
                removed={removed.has(id)}
                onRemoved={(gone) => change(gone, true)}
                onRestored={(back) => change(back, false)}
              />
            ))}
          </ul>
        );
      }}
    </LoadState>
  );
}

/**
 * The backpack (spec 1 §1, §4): the visitor's favorites, one tab per kind with its count, each item linking to its
 * page and removable with an undo; the trip report download beside the heading.
 */
export default function Backpack({ props, block }: BlockComponentProps<BackpackProps>) {
  const { t } = useTranslation();
  const { scopes, settings } = usePageContext();
  const kinds = (props.kinds ?? ALL_KINDS).filter((kind) => canUseFavorites(KIND_TYPES[kind], { scopes }, settings.features));
  const counts = useFavoriteCount({ enabled: kinds.length > 0 });
  const [chosen, setChosen] = useState(0);
  const selected = Math.min(chosen, Math.max(0, kinds.length - 1));
  const idBase = `backpack-${block.contentId}`;
  const labels = kinds.map((kind) => {
    const count = counts.data?.counts[KIND_TYPES[kind]];
    return count === undefined ? t(backpackText(`kind.${kind}`)) : t(backpackText('kind-count'), { kind: t(backpackText(`kind.${kind}`)), count });
  });
  return (
    <HeadedSection fields={props} label={t(backpackText('label'))} className="backpack">
      {props.showTripReport !== false && (
        <div className="backpack__actions">
          <TripReportButton />
        </div>
      )}
      {kinds.length === 0 ? (
        <p className="backpack__empty">{t(backpackText('switched-off'))}</p>
      ) : (
        <>
          <TabList idBase={idBase} labels={labels} selected={selected} onSelect={setChosen} label={t(backpackText('kinds'))} />
          {kinds.map((kind, index) => (
            <div key={kind} role="tabpanel" id={panelId(idBase, index)} aria-labelledby={tabId(idBase, index)} hidden={index !== selected} tabIndex={0} className="backpack__panel">
              {index === selected && <KindList kind={kind} />}
            </div>
          ))}
        </>
      )}
    </HeadedSection>
  );
}
