import { PureComponent, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { visibility, type BlockInstance, type Visibility } from '../../engine';
import { TakenOverBlock } from '../server-rendering/taken-over-block';
import { AnchorLink } from './anchor-link';
import { EditorNote } from './editor-note';
import type { BlockNode, RenderContext } from './render-context';
import { wrapperLayout, type WrapperSettings } from './wrapper-settings';

const SHOWN: Visibility = { visible: true, reasons: [] };

interface BlockWrapperProps {
  node: BlockNode;
  render: RenderContext;
}

/** What stands in for a block that cannot be shown (or, a placeholder, opened): nothing for visitors, a note for editors. */
function editorNote(render: RenderContext, block: BlockInstance, messageKey: string): ReactNode {
  return render.isEditor ? <EditorNote messageKey={messageKey} values={{ component: block.component, id: block.contentId }} /> : null;
}

/**
 * Draws one block with its common settings, and is its error boundary: a crashing block disappears for visitors
 * (editors get a note) while the rest of the page renders. One class component per block instead of a wrapper
 * plus a boundary keeps large pages cheap; PureComponent skips blocks whose node (block and nested blocks) did not change.
 */
export class BlockWrapper extends PureComponent<BlockWrapperProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { component, contentId } = this.props.node.block;
    console.error(`Block "${component}" (${contentId}) failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { node, render } = this.props;
    const { block } = node;
    const decorate = render.decorate;
    // The server already filtered for the caller; editors receive everything and see what their own scopes allow.
    const seen = block.permissions ? visibility(block.permissions, render.visibility) : SHOWN;
    if (!seen.visible && !decorate) return null;
    // A placeholder carries no props to draw: editors who may not open the block see that it is there, nothing more.
    if (block.restricted) return this.decorated(editorNote(render, block, 'translate.base.renderer.restricted'), seen);
    if (this.state.failed) return this.decorated(editorNote(render, block, 'translate.base.renderer.failed'), seen);

    const settings = block.props as WrapperSettings;
    if (settings.isDisabled) return this.decorated(editorNote(render, block, 'translate.base.renderer.disabled'), seen);

    const type = render.registry.get(block.component);
    if (!type) return this.decorated(editorNote(render, block, 'translate.base.renderer.unknown'), seen);

    const Component = type.component;
    const children = type.acceptsChildren
      ? node.children.map((child) => <BlockWrapper key={child.block.key} node={child} render={render} />)
      : undefined;
    const layout = wrapperLayout(block.component, settings);
    const content = (
      <Component props={block.props} block={block}>
        {children}
      </Component>
    );
    // A lone child is cheaper to render than a list holding `false` slots, and most blocks have no extras.
    const extras = layout.background !== undefined || settings.wrapperAnchorLink !== undefined;
    const inner = extras ? (
      <>
        {layout.background && <div className="block__background" style={layout.background} aria-hidden="true" />}
        {content}
        {settings.wrapperAnchorLink && <AnchorLink link={settings.wrapperAnchorLink} />}
      </>
    ) : (
      content
    );
    // The boundary is for the server's render, which knows no error boundary: a block that throws there is sent
    // empty and drawn by the browser, where this wrapper catches what fails again, while the rest of the page is sent.
    return (
      <div id={block.contentId} className={layout.className} style={layout.style}>
        <Suspense fallback={null}>
          {decorate ? decorate(block, inner, seen) : inner}
          {/* A lazily loaded block tells from its own boundary, inside this one (lazy-block.tsx). */}
          {!('preload' in Component) && <TakenOverBlock contentId={block.contentId} />}
        </Suspense>
      </div>
    );
  }

  /** A note (or nothing) in place of the block; the overlay still frames it so the block can be fixed or removed. */
  private decorated(note: ReactNode, seen: Visibility): ReactNode {
    const { node, render } = this.props;
    return render.decorate ? render.decorate(node.block, note, seen) : note;
  }
}
