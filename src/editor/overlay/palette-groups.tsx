import Fuse from 'fuse.js';
import { useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { blockDisplayName, blockGroup } from '../../../blocks/shared/lazy/block-meta';
import { RegistryContext } from '../../app/renderer/registry-context';
import { BLOCK_GROUPS, type BlockGroup } from '../../engine';

export interface PaletteEntry {
  name: string;
  label: string;
  group: BlockGroup | undefined;
}

/** The spec's fuzzy match on display names. */
const FUSE_OPTIONS = { keys: ['label', 'name'], threshold: 0.4, ignoreLocation: true };

/** The block types matching `query` (all when empty), by palette group, groups without a match left out. */
export function usePaletteGroups(query: string): { group: BlockGroup; items: PaletteEntry[] }[] {
  const { t } = useTranslation();
  const registry = useContext(RegistryContext);
  const entries = useMemo<PaletteEntry[]>(
    () => registry.list().map((type) => ({ name: type.name, label: t(blockDisplayName(type)), group: blockGroup(type) })),
    [registry, t],
  );
  const fuse = useMemo(() => new Fuse(entries, FUSE_OPTIONS), [entries]);
  return useMemo(() => {
    const found = query.trim() === '' ? entries : fuse.search(query.trim()).map((result) => result.item);
    return BLOCK_GROUPS.map((group) => ({ group, items: found.filter((entry) => entry.group === group) })).filter(({ items }) => items.length > 0);
  }, [entries, fuse, query]);
}

/** The block types found, under a heading per group, each drawn by `item` (a button to choose or to drag). */
export function PaletteGroupList({ groups, item }: { groups: ReturnType<typeof usePaletteGroups>; item(entry: PaletteEntry): ReactNode }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p>{t('translate.base.editor.palette.none')}</p>;
  return groups.map(({ group, items }) => (
    <section key={group} aria-label={t(`translate.base.editor.group.${group}`)}>
      <h3>{t(`translate.base.editor.group.${group}`)}</h3>
      <ul>
        {items.map((entry) => (
          <li key={entry.name}>{item(entry)}</li>
        ))}
      </ul>
    </section>
  ));
}
