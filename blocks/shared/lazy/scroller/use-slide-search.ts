import { useEffect, useState, type RefObject } from 'react';

/** How often the scroller looks for its slides before it gives up (spec 3 §9: up to 50 times), and how far apart. */
export const SLIDE_SEARCH_ATTEMPTS = 50;
export const SLIDE_SEARCH_INTERVAL_MS = 100;

export type SlideSearch = 'searching' | 'found' | 'missing';

/** The slides drawn so far: list items with content (a nested block the visitor may not see leaves its item empty). */
export function slidesIn(list: HTMLElement): HTMLElement[] {
  return [...list.children].filter((item): item is HTMLElement => item instanceof HTMLElement && item.childElementCount > 0);
}

/** Slides are ready once there is at least one and none is still waiting for its block's code (a busy placeholder). */
function slidesReady(list: HTMLElement): boolean {
  const slides = slidesIn(list);
  return slides.length > 0 && !slides.some((slide) => slide.querySelector('[aria-busy="true"]'));
}

/**
 * Looks for the scroller's slides until they are drawn: nested blocks arrive lazily (their code is fetched on first use),
 * so the first look often finds placeholders. Looks again whenever `generation` changes (slides added or removed).
 */
export function useSlideSearch(list: RefObject<HTMLElement | null>, generation: unknown): SlideSearch {
  const [result, setResult] = useState<{ generation: unknown; status: SlideSearch }>({ generation, status: 'searching' });
  useEffect(() => {
    let attempts = 0;
    const look = () => {
      attempts += 1;
      const element = list.current;
      if (element && slidesReady(element)) setResult({ generation, status: 'found' });
      else if (attempts >= SLIDE_SEARCH_ATTEMPTS) setResult({ generation, status: 'missing' });
      else timer = setTimeout(look, SLIDE_SEARCH_INTERVAL_MS);
    };
    // The first look too waits for a task: the slides' own effects (and quickly loaded code) come first.
    let timer = setTimeout(look, 0);
    return () => clearTimeout(timer);
  }, [list, generation]);
  return result.generation === generation ? result.status : 'searching';
}
