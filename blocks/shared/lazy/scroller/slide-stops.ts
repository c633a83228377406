/** A slide's place along the scrolling box's content: its start (px from the content's start) and width. */
export interface SlideBox {
  start: number;
  width: number;
}

/** The box in view: how far it is scrolled, how wide it shows, how wide its content is. */
export interface ScrollView {
  scrollLeft: number;
  viewport: number;
  scrollWidth: number;
}

const EPSILON = 1;

function clamp(value: number, view: ScrollView): number {
  return Math.min(Math.max(0, value), Math.max(0, view.scrollWidth - view.viewport));
}

/**
 * Where "next" scrolls to: the first slide cut off at the end comes to the front. A slide wider than the view (or no
 * slides known) moves one view further instead, so the button always makes progress.
 */
export function nextStop(slides: readonly SlideBox[], view: ScrollView): number {
  const end = view.scrollLeft + view.viewport;
  const cut = slides.find((slide) => slide.start + slide.width > end + EPSILON);
  const target = cut && cut.start > view.scrollLeft + EPSILON ? cut.start : view.scrollLeft + view.viewport;
  return clamp(target, view);
}

/** Where "previous" scrolls to: back by about one view, to the start of the first slide that then fits before it. */
export function previousStop(slides: readonly SlideBox[], view: ScrollView): number {
  const target = view.scrollLeft - view.viewport;
  const first = slides.find((slide) => slide.start >= target - EPSILON);
  return clamp(first && first.start < view.scrollLeft - EPSILON ? first.start : target, view);
}
