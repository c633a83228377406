import { useEffect, type RefObject } from 'react';
import { blockTakenOver } from './early-input';

/**
 * Put in a block's boundary while a server-drawn page is being taken over: its effect runs once React has taken the
 * block over, which then does again what the visitor did in it meanwhile.
 */
export function TakenOverBlock({ element }: { element: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    if (element.current) blockTakenOver(element.current);
  }, [element]);
  return null;
}
