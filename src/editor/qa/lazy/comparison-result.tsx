import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PixelComparison } from './compare-pixels';
import { DifferenceOverlay } from './difference-overlay';
import { verdictOf } from './verdict';

const K = 'translate.base.editor.qa-check';

interface ComparisonResultProps {
  result: PixelComparison;
  /** The block compared: the difference is drawn over it. */
  block: HTMLElement;
  threshold: number;
}

/** A comparison's numbers and verdict, and the controls of the difference drawn over the block. */
export function ComparisonResult({ result, block, threshold }: ComparisonResultProps) {
  const { t, i18n } = useTranslation();
  const opacityId = useId();
  const [opacity, setOpacity] = useState(0.7);
  const [hidden, setHidden] = useState(false);
  const { label, passed } = verdictOf(result.differencePercentage, threshold);
  const percentage = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(result.differencePercentage);
  const sizesDiffer = result.widthDifference !== 0 || result.heightDifference !== 0;

  return (
    <div className="qa-check__result">
      <p role="status" className={passed ? 'qa-check__verdict qa-check__verdict--passed' : 'qa-check__verdict qa-check__verdict--failed'}>
        {t(`${K}.result`, {
          percentage,
          label: t(`${K}.label.${label}`),
          verdict: t(passed ? `${K}.passed` : `${K}.failed`, { threshold }),
        })}
      </p>
      {sizesDiffer && (
        <p className="qa-check__sizes">
          {t(`${K}.sizes`, {
            blockWidth: result.captureSize.width,
            blockHeight: result.captureSize.height,
            designWidth: result.designSize.width,
            designHeight: result.designSize.height,
            width: result.width,
            height: result.height,
          })}
        </p>
      )}
      <div className="qa-check__overlay-controls">
        <label htmlFor={opacityId}>{t(`${K}.opacity`)}</label>
        <input
          id={opacityId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(opacity * 100)}
          aria-valuetext={`${Math.round(opacity * 100)} %`}
          disabled={hidden}
          onChange={(event) => setOpacity(Number(event.target.value) / 100)}
        />
        <button type="button" aria-pressed={hidden} onClick={() => setHidden((value) => !value)}>
          {t(`${K}.hide`)}
        </button>
      </div>
      {!hidden && <DifferenceOverlay block={block} difference={result.difference} opacity={opacity} />}
    </div>
  );
}
