import { lazy, Suspense, useContext, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { BlockComponent, BlockComponentProps } from '../block-contract';

/** A lazily loaded block type, whose code can be fetched ahead of its first drawing. */
export type PreloadableBlock<P> = BlockComponent<P> & { preload(): Promise<void> };
import { TakenOverBlock } from '../server-rendering/taken-over-block';
import { useHydrated } from '../ui/use-hydrated';
import { FirstScreenContext } from './first-screen';
import './lazy-block.css';

const SERVER_RENDERING = typeof window === 'undefined';

/** How far below (and above) the screen a block's code starts loading: half a screen ahead of the reader. */
const LOAD_MARGIN = '50% 0px';

function isNearScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const ahead = window.innerHeight / 2;
  return bottom >= -ahead && top <= window.innerHeight + ahead;
}

/** True once the placeholder is on or near the screen; stays true. */
function useNearScreen(enabled: boolean) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useLayoutEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (isNearScreen(element) || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { near, placeholder };
}

/**
 * A block component whose code is its own chunk, fetched the first time a page draws that block type on or near the
 * screen: a page's first download holds only the code of the blocks a reader sees first, and the rest follows as they
 * scroll. Put the code under a `lazy/` folder of the block (vite.config.ts keeps those folders out of the first
 * download). Until it has loaded, the block's place shows a busy placeholder with some height, so that blocks further
 * down stay off the screen and are not all fetched at once.
 */
export function lazyBlock<P>(load: () => Promise<{ default: ComponentType<BlockComponentProps<P>> }>): PreloadableBlock<P> {
  let loading: Promise<ComponentType<BlockComponentProps<P>>> | undefined;
  let Resolved: ComponentType<BlockComponentProps<P>> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (Resolved = module.default)));
  const Loaded = lazy(() => loadOnce().then((component) => ({ default: component })));
  function LazyBlock(props: BlockComponentProps<P>) {
    // The server draws the first screen only, whatever it loaded for earlier pages, and the browser takes the page over
    // as drawn: a block further down waits there too, even when its code came early for one on the first screen.
    const hydrated = useHydrated();
    const waits = !useContext(FirstScreenContext) && (!Resolved || SERVER_RENDERING || !hydrated);
    const { near, placeholder } = useNearScreen(waits);
    const busy = <div ref={placeholder} className="block-loading" aria-busy="true" />;
    const takenOver = <TakenOverBlock contentId={props.block.contentId} />;
    if (!near) {
      return (
        <>
          {busy}
          {takenOver}
        </>
      );
    }
    // Code already here is drawn at once (the same markup as the lazy component's): a server-drawn page whose first
    // screen's code was fetched before it was taken over hydrates in one go, with nothing left waiting.
    return (
      <Suspense fallback={busy}>
        {Resolved ? <Resolved {...props} /> : <Loaded {...props} />}
        {takenOver}
      </Suspense>
    );
  }
  return Object.assign(LazyBlock, { preload: () => loadOnce().then(() => undefined) });
}
