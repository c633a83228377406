import { visibility, type VisibilityContext } from '../../src/engine';
import { usePageContext } from '../../src/app/block-kit';

/** The per-item gates content editors may put on a button or link. */
export interface GatedItem {
  /** Shown only when this feature flag is on. */
  requiresFeature?: string;
  /** Hidden from anyone holding this scope. */
  blockedScope?: string;
}

/** Whether an item passes its gates; the same rules as block visibility (engine `visibility`). */
export function isItemShown(item: GatedItem, ctx: Pick<VisibilityContext, 'features' | 'scopes'>): boolean {
  return visibility({ requiresFeature: item.requiresFeature, blockedScope: item.blockedScope }, ctx).visible;
}

/** The items the current visitor may see, in their order. */
export function useShownItems<T extends GatedItem>(items: readonly T[] | undefined): T[] {
  const { scopes, settings } = usePageContext();
  return (items ?? []).filter((item) => isItemShown(item, { scopes, features: settings.features }));
}
