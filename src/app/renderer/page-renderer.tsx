import type { BlockInstance } from '../../engine';
import { BlockWrapper } from './block-wrapper';
import { FIRST_SCREEN_BLOCKS, FirstScreenContext } from './first-screen';
import { blockNodesOf } from './render-context';
import { useRenderContext } from './use-render-context';
import './renderer.css';

/** Renders a page's blocks: root blocks in document order, nested blocks inside the types that accept children. */
export function PageRenderer({ blocks }: { blocks: readonly BlockInstance[] }) {
  const render = useRenderContext();
  return (
    <div className="page-blocks">
      {blockNodesOf(blocks).map((node, index) => {
        const block = <BlockWrapper key={node.block.key} node={node} render={render} />;
        return index < FIRST_SCREEN_BLOCKS ? (
          <FirstScreenContext.Provider key={node.block.key} value={true}>
            {block}
          </FirstScreenContext.Provider>
        ) : (
          block
        );
      })}
    </div>
  );
}
