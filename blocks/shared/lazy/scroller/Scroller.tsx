import { Children, isValidElement, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveScroller, type ScrollerSettings } from './scroller-settings';
import { nextStop, previousStop, type SlideBox } from './slide-stops';
import { useReducedMotion } from '../use-reduced-motion';
import { useScrollEdges } from './use-scroll-edges';
import { slidesIn, useSlideSearch } from './use-slide-search';
import './scroller.css';

const K = 'translate.base.blocks.scroller';

export interface ScrollerProps {
  settings: ScrollerSettings | undefined;
  /** Accessible name of the scrolling region: the section's heading, or what the slides are. */
  label: string;
  /** Width of every slide as a CSS length, or of each slide by its place among the children (slides of mixed widths). */
  slideWidth: string | ((index: number) => string);
  /** Shown in place of the slides when none turned up (editors' hint); visitors get nothing. */
  emptyNote?: ReactNode;
  /** One slide each. */
  children: ReactNode;
}

function slideBoxes(box: HTMLElement, list: HTMLElement): SlideBox[] {
  const origin = box.getBoundingClientRect().left - box.scrollLeft;
  return slidesIn(list).map((slide) => {
    const rect = slide.getBoundingClientRect();
    return { start: rect.left - origin, width: rect.width };
  });
}

/**
 * A row of slides that scrolls sideways, with previous/next buttons, edges that fade where more slides wait, and the
 * settings' scrollbar colours; with scrolling off, the slides wrap onto more rows. Previous/next step slide by slide
 * once the slides are found (see useSlideSearch), a view at a time before that.
 */
export function Scroller({ settings, label, slideWidth, emptyNote, children }: ScrollerProps) {
  const { t } = useTranslation();
  const { enabled, fadeEnabled, style } = resolveScroller(settings);
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const boxId = useId();
  const slides = Children.toArray(children);
  const edges = useScrollEdges(box);
  const search = useSlideSearch(list, slides.length);
  const reducedMotion = useReducedMotion();

  const step = (direction: 1 | -1) => {
    const element = box.current;
    if (!element || !list.current) return;
    const view = { scrollLeft: element.scrollLeft, viewport: element.clientWidth, scrollWidth: element.scrollWidth };
    const known = search === 'found' ? slideBoxes(element, list.current) : [];
    const left = direction > 0 ? nextStop(known, view) : previousStop(known, view);
    element.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const widthOf = typeof slideWidth === 'function' ? slideWidth : undefined;
  const rootWidth = widthOf ? {} : { '--scroller-slide-width': slideWidth };
  const classes = [
    'scroller',
    enabled ? 'scroller--scrolling' : 'scroller--wrapping',
    enabled && fadeEnabled && edges.canScrollBack && 'scroller--fade-start',
    enabled && fadeEnabled && edges.canScrollForward && 'scroller--fade-end',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={{ ...style, ...rootWidth } as CSSProperties}>
      {enabled && edges.overflowing && (
        <div className="scroller__controls">
          <button type="button" className="scroller__button scroller__button--back" aria-controls={boxId} aria-label={t(`${K}.previous`)} disabled={!edges.canScrollBack} onClick={() => step(-1)} />
          <button type="button" className="scroller__button scroller__button--forward" aria-controls={boxId} aria-label={t(`${K}.next`)} disabled={!edges.canScrollForward} onClick={() => step(1)} />
        </div>
      )}
      <div className="scroller__frame">
        {/* Focusable so keyboard users can scroll it even when no slide holds a link. */}
        <div ref={box} id={boxId} className="scroller__box" role="region" aria-label={label} tabIndex={enabled ? 0 : undefined}>
          <ul ref={list} className="scroller__list">
            {slides.map((slide, index) => (
              <li
                key={isValidElement(slide) && slide.key !== null ? slide.key : index}
                className="scroller__slide"
                style={widthOf && ({ '--scroller-slide-width': widthOf(index) } as CSSProperties)}
              >
                {slide}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {search === 'missing' && emptyNote}
    </div>
  );
}
