import { Children, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockComponentProps, EditorNote, usePageContext } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { useScrollEdges } from '../../shared/lazy/scroller/use-scroll-edges';
import { useReducedMotion } from '../../shared/lazy/use-reduced-motion';
import { SectionHeading } from '../../shared/SectionHeading';
import type { ExplorerTab, TabExplorerProps } from '../props.gen';
import { TAB_KEY_MOVES } from '../../shared/lazy/tabs/tab-keys';
import { useFragmentTab } from '../../shared/lazy/tabs/use-fragment-tab';
import './tab-explorer.css';

const K = 'translate.base.blocks.tab-explorer';
/** Tabs may stick out this far before the row gets scroll buttons (spec: overflow threshold 30 px). */
const OVERFLOW_THRESHOLD_PX = 30;

function duplicateIds(tabs: readonly ExplorerTab[]): string[] {
  const seen = new Set<string>();
  return [...new Set(tabs.map((tab) => tab.id).filter((id) => seen.has(id) || !seen.add(id)))];
}

/** Tabs over the nested blocks: tab n shows nested block n. */
export default function TabExplorer({ props, block, children }: BlockComponentProps<TabExplorerProps>) {
  const { t } = useTranslation();
  const text = useText();
  const { isEditor } = usePageContext();
  const root = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const ids = useId();
  const headingId = `${ids}-heading`;
  const tabs = props.tabs;
  const { selected: selectedIndex, select } = useFragmentTab(block.contentId, tabs.map((tab) => tab.id), root);
  const reducedMotion = useReducedMotion();
  const overflow = useScrollEdges(row, OVERFLOW_THRESHOLD_PX);
  const panels = Children.toArray(children);
  const tabId = (index: number) => `${ids}-tab-${index}`;
  const panelId = (index: number) => `${ids}-panel-${index}`;
  const config = props.sharedTabConfig ?? {};

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = TAB_KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selectedIndex, tabs.length);
    select(next);
    tabButtons.current[next]?.focus();
  };

  const scrollRow = (direction: 1 | -1) => {
    const element = row.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <div ref={root} className={`tab-explorer tab-explorer--${config.style ?? 'underline'}`}>
      <SectionHeading fields={props} id={headingId} />
      {isEditor && <DuplicateNotes ids={duplicateIds(tabs)} />}
      <div className={`tab-explorer__bar${overflow.overflowing ? ' tab-explorer__bar--overflowing' : ''}`}>
        {overflow.overflowing && (
          <ScrollButton direction={-1} disabled={!overflow.canScrollBack} label={t(`${K}.scroll-back`)} onScroll={scrollRow} />
        )}
        <div
          ref={row}
          role="tablist"
          aria-labelledby={props.heading ? headingId : undefined}
          aria-label={props.heading ? undefined : t(`${K}.tabs`)}
          className={`tab-explorer__tabs tab-explorer__tabs--${config.alignment ?? 'start'}`}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, index) => (
            <button
              key={`${index}-${tab.id}`}
              ref={(element) => {
                tabButtons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className="tab-explorer__tab"
              aria-selected={index === selectedIndex}
              aria-controls={panelId(index)}
              tabIndex={index === selectedIndex ? 0 : -1}
              onClick={() => select(index)}
            >
              {text(tab.name)}
            </button>
          ))}
        </div>
        {overflow.overflowing && (
          <ScrollButton direction={1} disabled={!overflow.canScrollForward} label={t(`${K}.scroll-forward`)} onScroll={scrollRow} />
        )}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={`${index}-${tab.id}`}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selectedIndex}
          className={`tab-explorer__panel${tab.addContentContainer ? ' tab-explorer__panel--container' : ''}`}
        >
          {panels[index] ?? (isEditor && <EditorNote messageKey={`${K}.empty-tab`} values={{ number: String(index + 1) }} />)}
        </div>
      ))}
      {isEditor && <Unassigned blocks={panels.slice(tabs.length)} />}
    </div>
  );
}

/** Pointer users' way along an overflowing row; keyboard users move with the arrow keys, which scroll the tab into view. */
function ScrollButton({ direction, disabled, label, onScroll }: { direction: 1 | -1; disabled: boolean; label: string; onScroll: (direction: 1 | -1) => void }) {
  return (
    <button
      type="button"
      className={`tab-explorer__scroll tab-explorer__scroll--${direction > 0 ? 'forward' : 'back'}`}
      aria-hidden="true"
      tabIndex={-1}
      title={label}
      disabled={disabled}
      onClick={() => onScroll(direction)}
    />
  );
}

function DuplicateNotes({ ids }: { ids: readonly string[] }) {
  return ids.map((id) => <EditorNote key={id} messageKey={`${K}.duplicate-id`} values={{ id }} />);
}

/** Nested blocks beyond the last tab: visitors never see them, editors must be able to find and move them. */
function Unassigned({ blocks }: { blocks: readonly ReactNode[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className="tab-explorer__unassigned">
      <EditorNote messageKey={`${K}.unassigned`} values={{ count: String(blocks.length) }} />
      {blocks}
    </div>
  );
}
