import { memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { blockDisplayName } from '../../../blocks/shared/lazy/block-meta';
import { RegistryContext } from '../../app/renderer/registry-context';
import { visibility, type VisibilityContext } from '../../engine';
import { requirements } from '../overlay/block-toolbar';
import { DropMark } from '../overlay/drag-handle';
import { useDragHandles } from '../overlay/drag-state';
import { useEditor } from '../overlay/editor-context';
import type { OutlineItem, OutlineRow } from './outline-tree';

/** Every row has this height, so the tree can draw only the rows in view and still scroll as if all were there. */
export const ROW_PX = 32;
// Each level of nesting indents the row by this much.
const INDENT_PX = 16;

interface OutlineRowProps {
  row: OutlineRow;
  item: OutlineItem | undefined;
  domId: string;
  /** Distance from the top of the tree. */
  top: number;
  active: boolean;
  visibilityContext: VisibilityContext;
  onToggle(id: string, open: boolean): void;
  onPick(id: string): void;
}

/** Who may see the block: a chip per rule it sets, the rules that hide it in this preview marked. */
function VisibilityChips({ item, context }: { item: OutlineItem; context: VisibilityContext }) {
  const { t } = useTranslation();
  const rules = requirements(item.permissions);
  if (rules.length === 0) return null;
  const failing = new Set(visibility(item.permissions, context).reasons.map((reason) => reason.rule));
  return (
    <span className="editor-outline__chips">
      {failing.size > 0 && <span className="editor-outline__chip editor-outline__chip--hidden">{t('translate.base.editor.outline.hidden')}</span>}
      {rules.map(({ rule, values }) => (
        <span
          key={rule}
          className={failing.has(rule) ? 'editor-outline__chip editor-outline__chip--failing' : 'editor-outline__chip'}
          title={t(`translate.base.visibility.${rule}`, { values: values.join(', ') })}
        >
          {t(`translate.base.editor.outline.rule.${rule}`, { values: values.join(', ') })}
        </span>
      ))}
    </span>
  );
}

/** One block of the outline: its id, type and visibility; a click selects it, a drag moves it. */
export const OutlineRowView = memo(function OutlineRowView({ row, item, domId, top, active, visibilityContext, onToggle, onPick }: OutlineRowProps) {
  const { t } = useTranslation();
  const registry = useContext(RegistryContext);
  const { start } = useDragHandles();
  const selected = useEditor((state) => state.selectedId === row.id);
  const type = item ? registry.get(item.component) : undefined;
  const className = ['editor-outline__row', active && 'editor-outline__row--active', selected && 'editor-outline__row--selected'].filter(Boolean).join(' ');
  return (
    <div
      id={domId}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={selected}
      className={className}
      style={{ top, height: ROW_PX, paddingInlineStart: (row.level - 1) * INDENT_PX }}
      data-outline-block={row.id}
      onClick={() => onPick(row.id)}
      onPointerDown={(event) => {
        if (!item?.restricted) start(event, { kind: 'block', blockId: row.id });
      }}
    >
      <DropMark id={row.id} />
      <span
        className="editor-outline__toggle"
        aria-hidden="true"
        onClick={(event) => {
          if (!row.hasChildren) return;
          event.stopPropagation();
          onToggle(row.id, !row.expanded);
        }}
      >
        {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
      </span>
      <span className="editor-outline__name">{row.id}</span>
      <span className="editor-outline__type-name">{type ? t(blockDisplayName(type)) : (item?.component ?? '')}</span>
      {item && <VisibilityChips item={item} context={visibilityContext} />}
    </div>
  );
});
