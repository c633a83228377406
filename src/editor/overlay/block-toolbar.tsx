import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/viewer';
import { asList, SCOPES, WIDTH_CHOICES, type BlockInstance, type Permissions, type Visibility, type VisibilityRule, type WidthChoice } from '../../engine';
import { copyText } from '../copy-text';
import { DragHandle } from './drag-handle';
import { useOverlay } from './editor-context';

const RULES: readonly VisibilityRule[] = ['blockedScope', 'requireScope', 'requiresFeature', 'requiresPhaseId'];

/** The permission rules a block sets, with their values (rules left empty are not listed). */
export function requirements(permissions: Permissions | undefined): { rule: VisibilityRule; values: string[] }[] {
  if (!permissions) return [];
  return RULES.map((rule) => ({ rule, values: asList(permissions[rule]) })).filter(({ values }) => values.length > 0);
}

function widthOf(block: BlockInstance): WidthChoice {
  const width = block.props.wrapperWidth;
  return typeof width === 'number' && (WIDTH_CHOICES as readonly number[]).includes(width) ? (width as WidthChoice) : 100;
}

/** Who may see the block, and why it is hidden in the current preview context. */
function PermissionsBadge({ block, visibility }: { block: BlockInstance; visibility: Visibility }) {
  const { t } = useTranslation();
  const rules = requirements(block.permissions);
  if (rules.length === 0) return null;
  return (
    <details className="editor-block__permissions">
      <summary>{t('translate.base.editor.block.permissions', { count: rules.length })}</summary>
      <ul>
        {rules.map(({ rule, values }) => (
          <li key={rule}>{t(`translate.base.visibility.${rule}`, { values: values.join(', ') })}</li>
        ))}
      </ul>
      {!visibility.visible && <p>{t('translate.base.editor.block.hidden-now')}</p>}
    </details>
  );
}

interface BlockToolbarProps {
  block: BlockInstance;
  visibility: Visibility;
  first: boolean;
  last: boolean;
}

/** The tools of the selected block (only that block shows them, so the page in edit mode looks like the page). */
export function BlockToolbar({ block, visibility, first, last }: BlockToolbarProps) {
  const { t } = useTranslation();
  const { store, actions } = useOverlay();
  const mayCheckDesign = useViewer().scopes.includes(SCOPES.qa);
  const id = block.contentId;
  const copyId = () => copyText(id, { copied: 'translate.base.editor.block.copied', failed: 'translate.base.editor.block.copy-failed', values: { id } });

  return (
    <div className="editor-block__toolbar" role="toolbar" aria-label={t('translate.base.editor.block.tools', { id, component: block.component })}>
      <DragHandle id={id} />
      <span className="editor-block__name" aria-hidden="true">
        {id}
      </span>
      <button type="button" aria-label={t('translate.base.editor.block.edit-of', { id })} onClick={() => actions.editBlock(id)}>
        {t('translate.base.editor.block.edit')}
      </button>
      <button type="button" aria-label={t('translate.base.editor.block.json-of', { id })} onClick={() => actions.editJson(id)}>
        {t('translate.base.editor.block.json')}
      </button>
      <button type="button" disabled={first} aria-label={t('translate.base.editor.block.move-up', { id })} onClick={() => store.getState().moveBlockUp(id)}>
        ↑
      </button>
      <button type="button" disabled={last} aria-label={t('translate.base.editor.block.move-down', { id })} onClick={() => store.getState().moveBlockDown(id)}>
        ↓
      </button>
      <label className="editor-block__width">
        <span>{t('translate.base.editor.block.width')}</span>
        <select
          value={widthOf(block)}
          aria-label={t('translate.base.editor.block.width-of', { id })}
          onChange={(event) => store.getState().setBlockWidth(id, Number(event.target.value) as WidthChoice)}
        >
          {WIDTH_CHOICES.map((width) => (
            <option key={width} value={width}>
              {width}%
            </option>
          ))}
        </select>
      </label>
      <button type="button" aria-label={t('translate.base.editor.block.add-after', { id })} onClick={() => actions.addBlock(id)}>
        {t('translate.base.editor.block.add')}
      </button>
      <button type="button" aria-label={t('translate.base.editor.block.phases-of', { id })} onClick={() => actions.editPhases(id)}>
        {t('translate.base.editor.block.phases')}
      </button>
      <button type="button" aria-label={t('translate.base.editor.block.copy-id-of', { id })} onClick={() => void copyId()}>
        {t('translate.base.editor.block.copy-id')}
      </button>
      {mayCheckDesign && (
        <button type="button" aria-label={t('translate.base.editor.qa-check.open-of', { id })} onClick={() => actions.checkDesign(id)}>
          {t('translate.base.editor.qa-check.open')}
        </button>
      )}
      <button
        type="button"
        aria-keyshortcuts="Delete"
        aria-label={t('translate.base.editor.block.delete-of', { id })}
        onClick={() => store.getState().askToDelete(id)}
      >
        {t('translate.base.editor.block.delete')}
      </button>
      <PermissionsBadge block={block} visibility={visibility} />
    </div>
  );
}
