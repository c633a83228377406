import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { BlockComponentProps } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { groupState, useDrawerStore } from '../../shared/lazy/expandable-drawer-store';
import type { DrawerActionsProps } from '../props.gen';
import '../../shared/buttons.css';
import './drawer-actions.css';

/** How long an announcement stays in the live region (spec 3 §9: announcements clear after 5 s). */
const ANNOUNCEMENT_MS = 5000;

const K = 'translate.base.blocks.drawer-actions';

type Action = 'expand' | 'collapse';

/**
 * "Expand all" and "Collapse all" for the drawers of a group. The pressed button becomes disabled, so focus moves to
 * the other one (it would otherwise fall to the page), and a live region says what happened.
 */
export default function DrawerActions({ props }: BlockComponentProps<DrawerActionsProps>) {
  const { t } = useTranslation();
  const text = useText();
  const group = props.group || null;
  const { canExpand, canCollapse } = useDrawerStore(useShallow((state) => groupState(state, group)));
  const [announcement, setAnnouncement] = useState('');
  const expandRef = useRef<HTMLButtonElement>(null);
  const collapseRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => useDrawerStore.getState().forgetBulk(), []);

  useEffect(() => {
    if (!announcement) return undefined;
    const timer = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  const run = (action: Action) => {
    // Drawn at once, so the other button is enabled (and focusable) before this one goes disabled under the focus.
    flushSync(() => {
      useDrawerStore.getState().chooseAll(group, action === 'expand');
      setAnnouncement(t(`${K}.${action === 'expand' ? 'expanded' : 'collapsed'}`));
    });
    (action === 'expand' ? collapseRef : expandRef).current?.focus();
  };

  return (
    <div className={`drawer-actions drawer-actions--${props.alignment ?? 'right'}`}>
      <button ref={expandRef} type="button" className="drawer-actions__button" disabled={!canExpand} onClick={() => run('expand')}>
        {text(props.expandAllText) || t(`${K}.expand-all`)}
      </button>
      <button ref={collapseRef} type="button" className="drawer-actions__button" disabled={!canCollapse} onClick={() => run('collapse')}>
        {text(props.collapseAllText) || t(`${K}.collapse-all`)}
      </button>
      <p className="block-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
