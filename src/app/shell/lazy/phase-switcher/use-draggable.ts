import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { clampToViewport, nudge, type Point } from './floating-position';

function viewportSize() {
  return { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
}

function placeOf(panel: HTMLElement, position: Point): Point {
  const rect = panel.getBoundingClientRect();
  return clampToViewport(position, { width: rect.width, height: rect.height }, viewportSize());
}

/**
 * Lets a fixed panel be moved by its handle: dragged with a pointer, or nudged with the arrow keys while the handle
 * has focus (Shift for larger steps). Positions stay inside the viewport, also when the window shrinks.
 * Returns the handle's event props.
 */
export function useDraggable(panel: RefObject<HTMLElement | null>, position: Point | null, moveTo: (position: Point) => void) {
  const grab = useRef<Point | null>(null);

  useEffect(() => {
    const keepInside = () => {
      if (panel.current && position) {
        const inside = placeOf(panel.current, position);
        if (inside.x !== position.x || inside.y !== position.y) moveTo(inside);
      }
    };
    keepInside();
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [panel, position, moveTo]);

  const topLeft = (): Point => {
    const rect = panel.current?.getBoundingClientRect();
    return rect ? { x: rect.left, y: rect.top } : { x: 0, y: 0 };
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      const start = topLeft();
      grab.current = { x: event.clientX - start.x, y: event.clientY - start.y };
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!grab.current || !panel.current) return;
      moveTo(placeOf(panel.current, { x: event.clientX - grab.current.x, y: event.clientY - grab.current.y }));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      grab.current = null;
      if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const next = nudge(topLeft(), event.key, { shift: event.shiftKey });
      if (!next || !panel.current) return;
      event.preventDefault();
      moveTo(placeOf(panel.current, next));
    },
  };
}
