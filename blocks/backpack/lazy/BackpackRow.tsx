import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavoriteToggle } from '../../../src/api/lazy/favorites';
import { toast } from '../../../src/app/block-kit';
import type { FavoriteType } from '../../../src/engine/lazy/favorites';
import { ITEM_VIEWS } from './item-views';
import { backpackText, type BackpackKind } from './kinds';

export interface BackpackRowProps {
  kind: BackpackKind;
  type: FavoriteType;
  id: string;
  /** Every id the list shows: session rows load them together. */
  ids: readonly string[];
  /** Taken out in this visit: the row offers to put it back. */
  removed: boolean;
  onRemoved(id: string): void;
  onRestored(id: string): void;
}

/**
 * One favorite: its title linking to its page, a line about it and a Remove button; once removed, "Removed" with an
 * Undo that adds it back. Focus follows the button that replaces the one pressed.
 */
export function BackpackRow({ kind, type, id, ids, removed, onRemoved, onRestored }: BackpackRowProps) {
  const { t } = useTranslation();
  const item = ITEM_VIEWS[kind](id, ids);
  const title = 'view' in item ? item.view.title : id;
  const toggle = useFavoriteToggle(type, id, {
    onFailed: ({ on }) => {
      (on ? onRemoved : onRestored)(id);
      toast.show({ message: `translate.base.favorite.error.${on ? 'add' : 'remove'}`, values: { title }, kind: 'error' });
    },
  });
  const button = useRef<HTMLButtonElement>(null);
  const acted = useRef(false);
  useEffect(() => {
    if (acted.current) button.current?.focus();
  }, [removed]);
  const act = (on: boolean) => {
    acted.current = true;
    (on ? onRestored : onRemoved)(id);
    toggle.mutate({ on });
  };

  if (removed) {
    return (
      <li className="backpack__item backpack__item--removed">
        <span role="status">{t(backpackText('removed'), { title })}</span>
        <button ref={button} type="button" className="block-button block-button--secondary" onClick={() => act(true)}>
          {t(backpackText('undo'))}
          <span className="visually-hidden"> {title}</span>
        </button>
      </li>
    );
  }
  if (!('view' in item)) {
    return (
      <li className="backpack__item">
        {item.state === 'failed' ? (
          <>
            <span role="alert">{t(backpackText('item-failed'))}</span>
            <button type="button" className="block-button block-button--secondary" onClick={item.retry}>
              {t('translate.base.blocks.detail.retry')}
            </button>
          </>
        ) : (
          <span role={item.state === 'loading' ? 'status' : undefined}>{t(backpackText(item.state === 'loading' ? 'item-loading' : 'item-missing'))}</span>
        )}
        {item.state === 'missing' && (
          <button ref={button} type="button" className="block-button block-button--secondary" onClick={() => act(false)}>
            {t(backpackText('remove'))}
            <span className="visually-hidden"> {id}</span>
          </button>
        )}
      </li>
    );
  }
  return (
    <li className="backpack__item">
      <div className="backpack__item-text">
        <a className="backpack__item-title" href={item.view.href}>
          {item.view.title}
        </a>
        {item.view.meta && <span className="backpack__item-meta">{item.view.meta}</span>}
      </div>
      <button ref={button} type="button" className="block-button block-button--secondary" aria-label={t(backpackText('remove-named'), { title })} onClick={() => act(false)}>
        {t(backpackText('remove'))}
      </button>
    </li>
  );
}
