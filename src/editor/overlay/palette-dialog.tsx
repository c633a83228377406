import Fuse from 'fuse.js';
import { useContext, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockDefaults, blockDisplayName, blockGroup } from '../../../blocks/shared/lazy/block-meta';
import { RegistryContext } from '../../app/renderer/registry-context';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import { BLOCK_GROUPS, type BlockGroup } from '../../engine';
import { suggestBlockId, validateNewBlockId, type IdLookup } from '../store';
import { useOverlay } from './editor-context';
import { siblingPositions } from './positions';

interface PaletteEntry {
  name: string;
  label: string;
  group: BlockGroup | undefined;
}

/** The spec's fuzzy match on display names. */
const FUSE_OPTIONS = { keys: ['label', 'name'], threshold: 0.4, ignoreLocation: true };

/** Picks a block type (grouped, fuzzy search on display names) and an id, then inserts after `afterId` or at the end. */
export function PaletteDialog({ afterId, onClose }: { afterId: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const registry = useContext(RegistryContext);
  const { store, page } = useOverlay();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [id, setId] = useState('');
  const idField = useId();
  const problemId = useId();

  const entries = useMemo<PaletteEntry[]>(
    () => registry.list().map((type) => ({ name: type.name, label: t(blockDisplayName(type)), group: blockGroup(type) })),
    [registry, t],
  );
  const fuse = useMemo(() => new Fuse(entries, FUSE_OPTIONS), [entries]);
  const found = query.trim() === '' ? entries : fuse.search(query.trim()).map((result) => result.item);
  const groups = BLOCK_GROUPS.map((group) => ({ group, items: found.filter((entry) => entry.group === group) })).filter(({ items }) => items.length > 0);

  // Ids are unique across every loaded phase of the page, as the store checks them.
  const taken = useMemo<IdLookup>(() => {
    const ids = new Set<string>();
    for (const { blocks } of Object.values(store.getState().pages[page] ?? {})) for (const block of blocks) ids.add(block.contentId);
    return ids;
  }, [store, page]);

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
        {groups.length === 0 && <p>{t('translate.base.editor.palette.none')}</p>}
        {groups.map(({ group, items }) => (
          <section key={group} aria-label={t(`translate.base.editor.group.${group}`)}>
            <h3>{t(`translate.base.editor.group.${group}`)}</h3>
            <ul>
              {items.map((entry) => (
                <li key={entry.name}>
                  <button type="button" aria-pressed={chosen === entry.name} onClick={() => choose(entry.name)}>
                    {entry.label}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <label className="editor-field" htmlFor={idField}>
        <span>{t('translate.base.editor.palette.id')}</span>
      </label>
      <input
        id={idField}
        value={id}
        disabled={chosen === null}
        aria-invalid={problem !== null && chosen !== null}
        aria-describedby={problemId}
        onChange={(event) => setId(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && add()}
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
