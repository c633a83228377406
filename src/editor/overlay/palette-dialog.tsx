import { useContext, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockDefaults } from '../../../blocks/shared/lazy/block-meta';
import { RegistryContext } from '../../app/renderer/registry-context';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import { suggestBlockId, validateNewBlockId, type IdLookup } from '../store';
import { useOverlay } from './editor-context';
import { PaletteGroupList, usePaletteGroups } from './palette-groups';
import { siblingPositions } from './positions';

interface PaletteDialogProps {
  afterId: string | null;
  /** A block type already chosen (from the docked palette); the editor still confirms its id. */
  type?: string;
  onClose(): void;
}

/** Picks a block type (grouped, fuzzy search on display names) and an id, then inserts after `afterId` or at the end. */
export function PaletteDialog({ afterId, type: initialType, onClose }: PaletteDialogProps) {
  const { t } = useTranslation();
  const registry = useContext(RegistryContext);
  const { store, page } = useOverlay();
  const [query, setQuery] = useState('');
  const groups = usePaletteGroups(query);

  // Ids are unique across every loaded phase of the page, as the store checks them.
  const taken = useMemo<IdLookup>(() => {
    const ids = new Set<string>();
    for (const { blocks } of Object.values(store.getState().pages[page] ?? {})) for (const block of blocks) ids.add(block.contentId);
    return ids;
  }, [store, page]);
  const [chosen, setChosen] = useState<string | null>(initialType ?? null);
  const [id, setId] = useState(() => (initialType === undefined ? '' : suggestBlockId(initialType, taken)));
  const idField = useId();
  const problemId = useId();

  const problem = chosen === null ? 'choose' : validateNewBlockId(id, taken);

  const choose = (name: string) => {
    setChosen(name);
    setId(suggestBlockId(name, taken));
  };

  const add = () => {
    const type = chosen === null ? undefined : registry.get(chosen);
    if (!type || problem) return;
    const state = store.getState();
    const after = afterId === null ? undefined : siblingPositions(state.currentBlocks()).get(afterId);
    // A registered type's fresh props live in its schema (x-defaults), out of attendees' download.
    const insertable = { name: type.name, defaults: blockDefaults(type) };
    const result = state.insertBlock(insertable, after ? { parentId: after.parentId, index: after.index + 1, contentId: id } : { contentId: id });
    if (result.ok) {
      store.getState().selectBlock(result.contentId);
      onClose();
    }
  };

  return (
    <ModalDialog title={t('translate.base.editor.palette.title')} onClose={onClose} className="editor-palette">
      <label className="editor-field">
        <span>{t('translate.base.editor.palette.search')}</span>
        <input type="search" value={query} autoFocus onChange={(event) => setQuery(event.target.value)} />
      </label>
      <div className="editor-palette__groups">
        <PaletteGroupList
          groups={groups}
          item={(entry) => (
            <button type="button" aria-pressed={chosen === entry.name} onClick={() => choose(entry.name)}>
              {entry.label}
            </button>
          )}
        />
      </div>
      <label className="editor-field" htmlFor={idField}>
        <span>{t('translate.base.editor.palette.id')}</span>
      </label>
      <input
        id={idField}
        value={id}
        data-autofocus={initialType === undefined ? undefined : ''}
        disabled={chosen === null}
        aria-invalid={problem !== null && chosen !== null}
        aria-describedby={problemId}
        onChange={(event) => setId(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Focus goes back to the opener as the dialog closes; the key's default would press it again.
          event.preventDefault();
          add();
        }}
      />
      <p id={problemId} className="editor-dialog__hint" role="status">
        {problem && t(`translate.base.editor.palette.problem.${problem}`)}
      </p>
      <DialogActions
        confirmLabel={t('translate.base.editor.palette.add')}
        onConfirm={add}
        confirmDisabled={problem !== null}
        onCancel={onClose}
      />
    </ModalDialog>
  );
}
