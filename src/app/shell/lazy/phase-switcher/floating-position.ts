/** Top-left corner of a floating panel, in CSS pixels from the viewport's top-left. */
export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Keeps a panel of `size` wholly inside the viewport, `margin` pixels off its edges when it fits. */
export function clampToViewport(position: Point, size: Size, viewport: Size, margin = 8): Point {
  const clamp = (value: number, extent: number, available: number) => Math.max(margin, Math.min(value, available - extent - margin));
  return { x: Math.round(clamp(position.x, size.width, viewport.width)), y: Math.round(clamp(position.y, size.height, viewport.height)) };
}

const KEY_DIRECTIONS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Where an arrow key moves the panel (`step` pixels, `largeStep` with Shift); undefined for other keys. */
export function nudge(position: Point, key: string, { shift = false, step = 10, largeStep = 50 } = {}): Point | undefined {
  const direction = KEY_DIRECTIONS[key];
  if (!direction) return undefined;
  const distance = shift ? largeStep : step;
  return { x: position.x + direction.x * distance, y: position.y + direction.y * distance };
}
