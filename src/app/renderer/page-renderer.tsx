import type { BlockInstance } from '../../engine';
import { BlockWrapper } from './block-wrapper';
import { blockNodesOf } from './render-context';
import { useRenderContext } from './use-render-context';
import './renderer.css';

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
