import type { DehydratedState } from '@tanstack/react-query';
import { contentKeys } from '../../api/content';
import type { ResolvedPage } from '../../engine';
import type { AppBlockRegistry } from '../block-contract';
import { firstScreenComponents } from '../renderer/first-screen';
import type { PreloadableBlock } from '../renderer/lazy-block';
import type { ServerState } from '../server-state';

const isPage = (data: unknown): data is ResolvedPage => typeof data === 'object' && data !== null && Array.isArray((data as ResolvedPage).blocks);

/** The block types on the first screen of the pages a server-drawn page was drawn with (the page, its header and footer). */
export function firstScreenBlockTypes(queries: DehydratedState): string[] {
  const pages = queries.queries.filter(({ queryKey }) => queryKey[0] === contentKeys.all[0]).map(({ state: { data } }) => data);
  return [...new Set(pages.filter(isPage).flatMap((page) => firstScreenComponents(page.blocks)))];
}

/**
 * Fetches the code of the lazily loaded blocks the server drew on the first screen of the pages it sent (the page, its
 * header and footer), so that the page is taken over in one go: a part still waiting for its code would hold what the
 * visitor does there until it comes (early-input.ts). A chunk that fails to come is left to the block's own loading.
 */
export async function fetchFirstScreenCode(state: ServerState, registry: AppBlockRegistry): Promise<void> {
  const loads = firstScreenBlockTypes(state.queries).map((name) => (registry.get(name)?.component as Partial<PreloadableBlock<unknown>> | undefined)?.preload?.());
  await Promise.allSettled(loads);
}
