import { useEffect, useState, type RefObject } from 'react';
import { reportedHeight } from './stream-embed';

/**
 * The height an embedded player asks for by posting `{ height }` to the page: only messages from that frame and its
 * origin count. Null until one arrives (and always when not `enabled`).
 */
export function usePlayerHeight(frame: RefObject<HTMLIFrameElement | null>, origin: string | undefined, enabled: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || !origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const asked = reportedHeight(event.data);
      if (asked !== undefined) setHeight(asked);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, enabled]);
  return enabled ? height : null;
}
