import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { qaDesignKeys, useBlockDesigns, type QaDesign } from '../../../api/lazy/qa-designs';
import type { DesignTarget } from './upload-design';

export type DesignsState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; design: QaDesign | null };

const sameCombination = (design: QaDesign, target: Omit<DesignTarget, 'page' | 'block'>) =>
  design.breakpoint === target.breakpoint && design.phase === target.phase && design.attendeeType === target.attendeeType;

/**
 * The block's design for the combination in view (null when none is registered). The block's designs of every
 * combination are loaded once, so switching breakpoint, phase or persona picks among them without asking again.
 */
export function useBlockDesign(target: DesignTarget): { state: DesignsState; show(design: QaDesign): void } {
  const { page, block } = target;
  const queryClient = useQueryClient();
  const query = useBlockDesigns({ page, block });

  // A design just registered replaces its combination's in the list, as the server answered it.
  const show = useCallback(
    (design: QaDesign) =>
      queryClient.setQueryData<QaDesign[]>(qaDesignKeys.ofBlock(page, block), (designs = []) => [
        design,
        ...designs.filter((entry) => !sameCombination(entry, design)),
      ]),
    [queryClient, page, block],
  );

  if (query.isPending) return { state: { status: 'loading' }, show };
  if (query.isError) return { state: { status: 'failed', message: query.error.message }, show };
  return { state: { status: 'ready', design: query.data.find((design) => sameCombination(design, target)) ?? null }, show };
}
