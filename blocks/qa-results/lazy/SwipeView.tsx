import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { qaText } from '../../shared/lazy/qa/texts';
import type { ComparedImages } from './CompareViews';

const STEP = 5;
const BIG_STEP = 20;
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** Where each key moves the divider, in percent of the width. */
const MOVES: Record<string, (position: number) => number> = {
  ArrowLeft: (position) => position - STEP,
  ArrowDown: (position) => position - STEP,
  ArrowRight: (position) => position + STEP,
  ArrowUp: (position) => position + STEP,
  PageDown: (position) => position - BIG_STEP,
  PageUp: (position) => position + BIG_STEP,
  Home: () => 0,
  End: () => 100,
};

/** The reference over the screenshot, revealed left of a divider that is dragged or moved with the arrow keys. */
export function SwipeView({ images }: { images: ComparedImages }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(50);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const follow = (event: PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!dragging.current || !box || box.width === 0) return;
    setPosition(clamp(((event.clientX - box.left) / box.width) * 100));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    setPosition((current) => clamp(move(current)));
  };

  return (
    <div
      ref={frame}
      className="qa-stack qa-swipe"
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        follow(event);
      }}
      onPointerMove={follow}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <img className="qa-compare__image" src={images.screenshot.src} alt={images.screenshot.alt} draggable={false} />
      <img className="qa-stack__top" src={images.reference.src} alt={images.reference.alt} draggable={false} style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }} />
      <div
        className="qa-swipe__divider"
        role="slider"
        tabIndex={0}
        aria-label={t(qaText('swipe.divider'), { name: images.reference.alt })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position)}
        aria-valuetext={`${Math.round(position)} %`}
        aria-orientation="horizontal"
        style={{ left: `${position}%` }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
