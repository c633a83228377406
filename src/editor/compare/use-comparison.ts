import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../api/client';
import { contentKeys } from '../../api/content';
import { ENVIRONMENTS, type AllContentResponse, type BlockInstance, type ContentDocument, type Environment, type TranslationDiffResponse } from '../../engine';
import { diffBlocks, type BlockChange } from './block-diff';
import { pageTranslationChanges, translationKeysOf, type TranslationChange } from './translation-diff';

/** The page and phase in view, in the environment edited, against another environment. */
export interface Comparison {
  target: Environment;
  status: 'loading' | 'failed' | 'ready';
  /** The saved blocks of the phase in the environment edited. */
  currentBlocks: BlockInstance[];
  /** The target's document for the phase (undefined when it has none yet). */
  targetDocument: ContentDocument | undefined;
  blocks: BlockChange[];
  translations: TranslationChange[];
  differs: boolean;
}

const EMPTY: BlockInstance[] = [];

/** Under the page's content key, so every save and live content update refreshes the comparison too. */
export const allContentKey = (page: string) => [...contentKeys.page(page), 'all-environments'] as const;
export const translationDiffKeys = {
  all: ['translations', 'diff'] as const,
  between: (a: Environment, b: Environment) => [...translationDiffKeys.all, a, b] as const,
};

/** How the phase in view compares with each other environment; translations are fetched only when the page names keys. */
export function useComparisons({ page, env, phase, lang }: { page: string; env: Environment; phase: string; lang: string }): Comparison[] {
  const targets = useMemo(() => ENVIRONMENTS.filter((other) => other !== env), [env]);
  const all = useQuery({
    queryKey: allContentKey(page),
    queryFn: ({ signal }) => apiRequest<AllContentResponse>(`/content/all/${encodeURIComponent(page)}`, { signal }),
  });
  const documents = all.data?.environments;
  // Walking every prop of a large page is not free: once per fetch, not per render of the editor bar.
  const keys = useMemo(() => {
    const current = documents?.[env]?.[phase]?.blocks ?? EMPTY;
    return targets.map((target) => translationKeysOf(current, documents?.[target]?.[phase]?.blocks ?? EMPTY));
  }, [documents, env, phase, targets]);
  const diffs = useQueries({
    queries: targets.map((target, index) => ({
      queryKey: translationDiffKeys.between(env, target),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<TranslationDiffResponse>(`/translation/all/${env}/${target}`, { signal }),
      enabled: documents !== undefined && keys[index]!.size > 0,
    })),
  });
  // Query results are new objects each render: the memo below depends on their data and error flags only.
  const [firstData, firstFailed, secondData, secondFailed] = [diffs[0]?.data, diffs[0]?.isError, diffs[1]?.data, diffs[1]?.isError];

  return useMemo(() => {
    const currentBlocks = documents?.[env]?.[phase]?.blocks ?? EMPTY;
    return targets.map((target, index): Comparison => {
      const diff = index === 0 ? { data: firstData, isError: firstFailed } : { data: secondData, isError: secondFailed };
      const targetDocument = documents?.[target]?.[phase];
      const needsStrings = keys[index]!.size > 0;
      const failed = all.isError || (needsStrings && diff.isError);
      const loading = documents === undefined || (needsStrings && diff.data === undefined);
      const status = failed ? 'failed' : loading ? 'loading' : 'ready';
      const blocks = status === 'ready' ? diffBlocks(currentBlocks, targetDocument?.blocks ?? EMPTY) : [];
      const translations = status === 'ready' && diff.data ? pageTranslationChanges(diff.data, keys[index]!, lang) : [];
      return { target, status, currentBlocks, targetDocument, blocks, translations, differs: blocks.length > 0 || translations.length > 0 };
    });
  }, [documents, all.isError, env, phase, lang, targets, keys, firstData, firstFailed, secondData, secondFailed]);
}
