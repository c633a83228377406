import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport; stays true. Without IntersectionObserver
 * (old browsers) it is true at once, so the content still shows.
 */
export function useNearViewport<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
