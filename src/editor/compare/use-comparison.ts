import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAllContent } from '../../api/lazy/all-content';
import { translationDiffQuery } from '../../api/lazy/translations';
import { ENVIRONMENTS, type BlockInstance, type ContentDocument, type Environment } from '../../engine';
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

/** How the phase in view compares with each other environment; translations are fetched only when the page names keys. */
export function useComparisons({ page, env, phase, lang }: { page: string; env: Environment; phase: string; lang: string }): Comparison[] {
  const targets = useMemo(() => ENVIRONMENTS.filter((other) => other !== env), [env]);
  const all = useAllContent(page);
  const documents = all.data?.environments;
  // Walking every prop of a large page is not free: once per fetch, not per render of the editor bar.
  const keys = useMemo(() => {
    const current = documents?.[env]?.[phase]?.blocks ?? EMPTY;
    return targets.map((target) => translationKeysOf(current, documents?.[target]?.[phase]?.blocks ?? EMPTY));
  }, [documents, env, phase, targets]);
  // The other two environments, a query each; their strings are fetched only when the page names keys.
  const diffQuery = (index: number) => ({ ...translationDiffQuery(env, targets[index]!), enabled: documents !== undefined && keys[index]!.size > 0 });
  const firstDiff = useQuery(diffQuery(0));
  const secondDiff = useQuery(diffQuery(1));
  // Query results are new objects each render: the memo below depends on their data and error flags only.
  const [firstData, firstFailed, secondData, secondFailed] = [firstDiff.data, firstDiff.isError, secondDiff.data, secondDiff.isError];

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
