import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A drawer on the page in view: its drawer group ('' for none) and whether it starts open. */
interface MountedDrawer {
  group: string;
  defaultExpanded: boolean;
}

/** The last "expand all" / "collapse all" of the page in view, for drawers whose code arrives after it. */
interface BulkCommand {
  expanded: boolean;
  /** The group it was given for; null: every drawer. */
  group: string | null;
}

interface DrawerState {
  /** Each visitor's own choice per drawer (`page/contentId`), kept across visits. */
  chosen: Record<string, boolean>;
  mounted: Record<string, MountedDrawer>;
  bulk: BulkCommand | null;
  /** A drawer came on screen; it follows an "expand/collapse all" given before its code arrived. */
  mount(key: string, drawer: MountedDrawer): void;
  unmount(key: string): void;
  /** The visitor opened or closed one drawer. */
  choose(key: string, expanded: boolean): void;
  /** The visitor pressed "expand all" or "collapse all" for a group (null: every drawer). */
  chooseAll(group: string | null, expanded: boolean): void;
  /** The drawer actions left the page: their command no longer applies to drawers that appear later. */
  forgetBulk(): void;
}

/** Whether a drawer of `drawerGroup` answers to actions of `group` (null: every drawer). */
function inGroup(drawerGroup: string, group: string | null): boolean {
  return group === null || drawerGroup === group;
}

/** Where a drawer keeps its state: the same block id may appear on several pages. */
export function drawerKey(page: string, contentId: string): string {
  return `${page}/${contentId}`;
}

/**
 * Expanded state of the page's expandable drawers, shared with the drawer actions. Only the visitors' choices are
 * stored (localStorage), never the editors' defaults, so a changed default still reaches visitors who never chose.
 */
export const useDrawerStore = create<DrawerState>()(
  persist(
    (set) => ({
      chosen: {},
      mounted: {},
      bulk: null,
      mount: (key, drawer) =>
        set((state) => {
          const bulk = state.bulk && inGroup(drawer.group, state.bulk.group) ? state.bulk : null;
          return {
            mounted: { ...state.mounted, [key]: drawer },
            chosen: bulk ? { ...state.chosen, [key]: bulk.expanded } : state.chosen,
          };
        }),
      unmount: (key) =>
        set((state) => {
          const { [key]: _gone, ...mounted } = state.mounted;
          return { mounted };
        }),
      choose: (key, expanded) => set((state) => ({ chosen: { ...state.chosen, [key]: expanded } })),
      chooseAll: (group, expanded) =>
        set((state) => {
          const chosen = { ...state.chosen };
          for (const [key, drawer] of Object.entries(state.mounted)) if (inGroup(drawer.group, group)) chosen[key] = expanded;
          return { chosen, bulk: { expanded, group } };
        }),
      forgetBulk: () => set({ bulk: null }),
    }),
    {
      name: 'confsite.drawers',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ chosen }) => ({ chosen }),
    },
  ),
);

/**
 * Whether a drawer is open: the visitor's choice, else the editor's default. The drawer itself passes its default, as
 * it is drawn before it is mounted in the store.
 */
export function isExpanded(
  state: Pick<DrawerState, 'chosen' | 'mounted'>,
  key: string,
  defaultExpanded = state.mounted[key]?.defaultExpanded ?? false,
): boolean {
  return state.chosen[key] ?? defaultExpanded;
}

/** What the drawer actions offer for a group: each button is useful only while some drawer is on the other side. */
export function groupState(state: Pick<DrawerState, 'chosen' | 'mounted'>, group: string | null) {
  let open = 0;
  let closed = 0;
  for (const [key, drawer] of Object.entries(state.mounted)) {
    if (!inGroup(drawer.group, group)) continue;
    if (isExpanded(state, key)) open += 1;
    else closed += 1;
  }
  return { canExpand: closed > 0, canCollapse: open > 0 };
}
