import { useEffect, useId } from 'react';
import { type BlockComponentProps, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { Heading } from '../../shared/Heading';
import { drawerKey, isExpanded, useDrawerStore } from '../../shared/lazy/expandable-drawer-store';
import type { ExpandableDrawerProps } from '../props.gen';
import './expandable-drawer.css';

/** A disclosure (button with aria-expanded over a labelled region) whose state the drawer actions can set too. */
export default function ExpandableDrawer({ props, block, children }: BlockComponentProps<ExpandableDrawerProps>) {
  const text = useText();
  const { page } = usePageContext();
  const key = drawerKey(page, block.contentId);
  const group = props.group ?? '';
  const defaultExpanded = props.defaultExpanded === true;
  const expanded = useDrawerStore((state) => isExpanded(state, key, defaultExpanded));
  const { mount, unmount, choose } = useDrawerStore.getState();
  const ids = useId();
  const buttonId = `${ids}-toggle`;
  const panelId = `${ids}-panel`;

  useEffect(() => {
    mount(key, { group, defaultExpanded });
    return () => unmount(key);
  }, [key, group, defaultExpanded, mount, unmount]);

  const body = text(props.body);
  return (
    <div className={`expandable-drawer${expanded ? ' expandable-drawer--expanded' : ''}`}>
      <Heading level={props.titleLevel} fallbackLevel={3} className="expandable-drawer__title">
        <button
          type="button"
          id={buttonId}
          className="expandable-drawer__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => choose(key, !expanded)}
        >
          <span>{text(props.title)}</span>
          <span className="expandable-drawer__chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="expandable-drawer__panel" hidden={!expanded}>
        {body && <p className="expandable-drawer__body">{body}</p>}
        {children}
      </div>
    </div>
  );
}
