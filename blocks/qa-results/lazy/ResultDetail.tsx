import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QaResult } from '../../../src/api/lazy/qa';
import { usePageContext } from '../../../src/app/block-kit';
import { isSiteEditor } from '../../../src/engine';
import { QA_DEFAULT_THRESHOLD } from '../../../src/engine/lazy/qa';
import { useCombinationText } from '../../shared/lazy/qa/Combination';
import { qaText } from '../../shared/lazy/qa/texts';
import { AcceptDesign } from './AcceptDesign';
import { CompareViews } from './CompareViews';
import { DesignUpload } from './DesignUpload';
import { ResultVerdict } from './ResultVerdict';

/** One result: its verdict, the four ways to look at it, and what can be done with its screenshot or design. */
export function ResultDetail({ runId, result, threshold, overlayOpacity }: { runId: string; result: QaResult; threshold: number | undefined; overlayOpacity: number }) {
  const { t } = useTranslation();
  const { scopes } = usePageContext();
  const headingId = useId();
  const combination = useCombinationText();
  const [designChanged, setDesignChanged] = useState(false);
  return (
    <section className="qa-detail" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(qaText('detail.heading'), { combination: combination(result) })}</h2>
      <p className="qa-detail__verdict">
        <ResultVerdict result={result} /> {t(qaText('detail.threshold'), { threshold: threshold ?? QA_DEFAULT_THRESHOLD })}
      </p>
      {result.error && <p className="qa-field__error">{result.error}</p>}
      {result.widthDifference ? <p>{t(qaText('detail.width-difference'), { pixels: result.widthDifference })}</p> : null}
      {result.heightDifference ? <p>{t(qaText('detail.height-difference'), { pixels: result.heightDifference })}</p> : null}
      <CompareViews result={result} overlayOpacity={overlayOpacity} />
      {designChanged && (
        <p className="qa-detail__saved" role="status">
          {t(qaText('detail.design-saved'))}
        </p>
      )}
      <div className="qa-detail__actions">
        {result.screenshotUrl && <AcceptDesign runId={runId} seq={result.seq} onAccepted={() => setDesignChanged(true)} />}
        {/* The upload itself is the site editors' (PUT /siteeditor/file): a QA tester is not offered it. */}
        {isSiteEditor(scopes) && <DesignUpload result={result} onUploaded={() => setDesignChanged(true)} />}
      </div>
    </section>
  );
}
