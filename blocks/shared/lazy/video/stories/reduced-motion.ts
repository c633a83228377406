/**
 * A story `beforeEach`: the visitor's system asks for reduced motion (Chromium cannot be told per story), until the
 * story ends.
 */
export function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    // A list that always matches; its events come from a real (never changing) list.
    const list = original.call(window, 'all');
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
