import { createContext, useContext, useMemo } from 'react';
import { ApiError } from '../../../src/api/client';
import { usePageContent } from '../../../src/api/content';
import { type BlockComponentProps, BlockDecoratorContext, BlockWrapper, EditorNote, type RenderContext, usePageContext, useRenderContext, useShellStore } from '../../../src/app/block-kit';
import type { ContentLinkProps } from '../props.gen';
import { linkedNode } from './linked-node';

const K = 'translate.base.blocks.content-link';

/** The `page/contentId` of every content link being drawn around this one: a link back to any of them would never end. */
const LinkChain = createContext<readonly string[]>([]);

/** What stands in for the linked block: nothing for visitors, a note for editors (spec 3 §8). */
function Note({ messageKey }: { messageKey: string }) {
  const { isEditor } = usePageContext();
  return isEditor ? <EditorNote messageKey={messageKey} values={{}} /> : null;
}

/** Shows a block of another page, as that page shows it now to this visitor. */
export default function ContentLink({ props, block }: BlockComponentProps<ContentLinkProps>) {
  const { page } = usePageContext();
  const chain = useContext(LinkChain);
  if (!props.page || !props.contentId) return <Note messageKey={`${K}.not-found`} />;
  const target = `${props.page}/${props.contentId}`;
  const around = chain.length > 0 ? chain : [`${page}/${block.contentId}`];
  if (around.includes(target)) return <Note messageKey={`${K}.loop`} />;
  return (
    <LinkChain.Provider value={[...around, target]}>
      <LinkedBlock page={props.page} contentId={props.contentId} />
    </LinkChain.Provider>
  );
}

function LinkedBlock({ page, contentId }: { page: string; contentId: string }) {
  const testingDate = useShellStore((state) => state.testingDate);
  const content = usePageContent(page, { testingDate });
  const base = useRenderContext();
  // Never the editing overlay's decorator: the linked blocks belong to the other page and are edited there.
  const render = useMemo<RenderContext>(() => ({ ...base, decorate: null }), [base]);
  const node = useMemo(() => (content.data ? linkedNode(content.data.blocks, contentId) : null), [content.data, contentId]);

  if (content.isPending) return <div className="content-link" aria-busy="true" />;
  if (content.error) {
    return <Note messageKey={content.error instanceof ApiError && content.error.status === 404 ? `${K}.not-found` : `${K}.load-failed`} />;
  }
  if (!node) return <Note messageKey={`${K}.not-found`} />;
  return (
    <div className="content-link">
      {/* Nor edit mode for what is inside: a randomizer in the link shows one pick, as on its own page. */}
      <BlockDecoratorContext.Provider value={null}>
        <BlockWrapper node={node} render={render} />
      </BlockDecoratorContext.Provider>
    </div>
  );
}
