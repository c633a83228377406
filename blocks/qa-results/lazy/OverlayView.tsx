import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qaText } from '../../shared/lazy/qa/texts';
import type { ComparedImages } from './CompareViews';

/** The reference laid over the screenshot, its opacity on a slider. */
export function OverlayView({ images, initialOpacity }: { images: ComparedImages; initialOpacity: number }) {
  const { t } = useTranslation();
  const sliderId = useId();
  const [opacity, setOpacity] = useState(initialOpacity);
  return (
    <div className="qa-overlay">
      <label htmlFor={sliderId}>{t(qaText('overlay.opacity'), { name: images.reference.alt })}</label>
      <input id={sliderId} type="range" min={0} max={100} step={1} value={opacity} aria-valuetext={`${opacity} %`} onChange={(event) => setOpacity(Number(event.target.value))} />
      <div className="qa-stack">
        <img className="qa-compare__image" src={images.screenshot.src} alt={images.screenshot.alt} />
        <img className="qa-stack__top" src={images.reference.src} alt={images.reference.alt} style={{ opacity: opacity / 100 }} />
      </div>
    </div>
  );
}
