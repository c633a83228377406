import { useContext, useMemo } from 'react';
import { usePageContext } from '../page-context';
import { BlockDecoratorContext } from './block-decorator';
import { RegistryContext } from './registry-context';
import type { RenderContext } from './render-context';

/** What every wrapper of the page needs, from the page's context: one object while that context stays the same. */
export function useRenderContext(): RenderContext {
  const registry = useContext(RegistryContext);
  const decorate = useContext(BlockDecoratorContext);
  const { scopes, isEditor, settings } = usePageContext();
  return useMemo<RenderContext>(
    () => ({
      registry,
      isEditor,
      visibility: { scopes, features: settings.features, currentPhaseId: settings.currentPhase },
      decorate,
    }),
    [registry, isEditor, scopes, settings.features, settings.currentPhase, decorate],
  );
}
