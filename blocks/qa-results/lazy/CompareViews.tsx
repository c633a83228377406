import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaResult } from '../../../src/api/lazy/qa';
import { TabList, panelId, tabId } from '../../shared/lazy/TabList';
import { qaText } from '../../shared/lazy/qa/texts';
import { OverlayView } from './OverlayView';
import { SwipeView } from './SwipeView';

const VIEWS = ['side-by-side', 'overlay', 'swipe', 'difference'] as const;

export interface ComparedImages {
  screenshot: { src: string; alt: string };
  reference: { src: string; alt: string };
}

/** The screenshot and what it is compared with (the design, or the other environment's screenshot), four ways. */
export function CompareViews({ result, overlayOpacity }: { result: QaResult; overlayOpacity: number }) {
  const { t } = useTranslation();
  const idBase = useId();
  const [selected, setSelected] = useState(0);
  const referenceUrl = result.designUrl ?? result.referenceUrl;
  if (!result.screenshotUrl) return null;
  const screenshot = { src: result.screenshotUrl, alt: t(qaText('image.screenshot')) };
  if (!referenceUrl) {
    return (
      <div className="qa-compare">
        <p>{t(qaText('detail.no-design'))}</p>
        <img className="qa-compare__image" src={screenshot.src} alt={screenshot.alt} />
      </div>
    );
  }
  const images: ComparedImages = { screenshot, reference: { src: referenceUrl, alt: t(qaText(result.designUrl ? 'image.design' : 'image.reference')) } };
  const view = VIEWS[selected] ?? 'side-by-side';
  return (
    <div className="qa-compare">
      <TabList idBase={idBase} labels={VIEWS.map((name) => t(qaText(`view.${name}`)))} selected={selected} onSelect={setSelected} label={t(qaText('view.label'))} />
      <div role="tabpanel" id={panelId(idBase, selected)} aria-labelledby={tabId(idBase, selected)} className="qa-compare__panel">
        {view === 'side-by-side' && (
          <div className="qa-compare__pair">
            <figure>
              <figcaption>{images.screenshot.alt}</figcaption>
              <img className="qa-compare__image" src={images.screenshot.src} alt={images.screenshot.alt} />
            </figure>
            <figure>
              <figcaption>{images.reference.alt}</figcaption>
              <img className="qa-compare__image" src={images.reference.src} alt={images.reference.alt} />
            </figure>
          </div>
        )}
        {view === 'overlay' && <OverlayView images={images} initialOpacity={overlayOpacity} />}
        {view === 'swipe' && <SwipeView images={images} />}
        {view === 'difference' &&
          (result.differenceUrl ? (
            <img className="qa-compare__image" src={result.differenceUrl} alt={t(qaText('image.difference'))} />
          ) : (
            <p>{t(qaText('detail.no-difference'))}</p>
          ))}
      </div>
    </div>
  );
}
