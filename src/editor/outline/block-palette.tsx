import { useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockDefaults } from '../../../blocks/shared/lazy/block-meta';
import { RegistryContext } from '../../app/renderer/registry-context';
import { useDragHandles } from '../overlay/drag-state';
import { useOverlay } from '../overlay/editor-context';
import { PaletteGroupList, usePaletteGroups } from '../overlay/palette-groups';

/**
 * Block types to drag onto the page or into the outline (a drop adds the block there, with a suggested id). Pressing
 * one (the keyboard's way) opens the add-block dialog with that type chosen, to add it after the selected block.
 */
export function BlockPalette() {
  const { t } = useTranslation();
  const registry = useContext(RegistryContext);
  const { store, actions } = useOverlay();
  const { start } = useDragHandles();
  const [query, setQuery] = useState('');
  const groups = usePaletteGroups(query);
  const hintId = useId();

  return (
    <details className="editor-outline__palette">
      <summary>{t('translate.base.editor.outline.palette')}</summary>
      <p id={hintId} className="editor-outline__hint">
        {t('translate.base.editor.outline.palette-hint')}
      </p>
      <label className="editor-outline__search">
        <span>{t('translate.base.editor.palette.search')}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <PaletteGroupList
        groups={groups}
        item={(entry) => (
          <button
            type="button"
            className="editor-outline__type"
            data-block-type={entry.name}
            aria-describedby={hintId}
            onPointerDown={(event) => {
              const type = registry.get(entry.name);
              // A registered type's fresh props live in its schema (x-defaults), out of attendees' download.
              if (type) start(event, { kind: 'new', type: { name: type.name, defaults: blockDefaults(type) } });
            }}
            onClick={() => actions.addBlock(store.getState().selectedId, entry.name)}
          >
            {entry.label}
          </button>
        )}
      />
    </details>
  );
}
