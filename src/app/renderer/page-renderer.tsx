import { useContext, useMemo } from 'react';
import type { BlockInstance } from '../../engine';
import { usePageContext } from '../page-context';
import { BlockDecoratorContext } from './block-decorator';
import { BlockWrapper } from './block-wrapper';
import { RegistryContext } from './registry-context';
import { blockNodesOf, type RenderContext } from './render-context';
import './renderer.css';

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

/** Renders a page's blocks: root blocks in document order, nested blocks inside the types that accept children. */
export function PageRenderer({ blocks }: { blocks: readonly BlockInstance[] }) {
  const render = useRenderContext();
  return (
    <div className="page-blocks">
      {blockNodesOf(blocks).map((node) => (
        <BlockWrapper key={node.block.key} node={node} render={render} />
      ))}
    </div>
  );
}
