import { Children, useContext, useState } from 'react';
import { type BlockComponentProps, BlockDecoratorContext, EditorNote, useHydrated, usePageContext } from '../../../src/app/block-kit';
import type { RandomizerProps } from '../props.gen';
import { drawSeed, pickIndex } from './random-seed';

/**
 * One nested block, picked at random when the page is drawn. In edit mode (the overlay decorates blocks) every nested
 * block shows, so editors can reach them all. The pick is the browser's: a page the server draws holds the block's
 * place empty, as the browser does while it takes the page over, so the two drawings match.
 */
export default function Randomizer({ props, block, children }: BlockComponentProps<RandomizerProps>) {
  const editing = useContext(BlockDecoratorContext) !== null;
  const { page } = usePageContext();
  const [seed] = useState(() => drawSeed(`${page}/${block.contentId}`, props.keepForSession === true));
  const choices = Children.toArray(children);
  const hydrated = useHydrated();
  if (editing) {
    return (
      <div className="randomizer randomizer--editing">
        <EditorNote messageKey="translate.base.blocks.randomizer.editing" values={{ count: String(choices.length) }} />
        {choices}
      </div>
    );
  }
  if (choices.length === 0) return null;
  return <div className="randomizer">{hydrated && choices[pickIndex(seed, choices.length)]}</div>;
}
