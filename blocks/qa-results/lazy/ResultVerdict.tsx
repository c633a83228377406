import { useTranslation } from 'react-i18next';
import type { QaResult } from '../../../src/api/lazy/qa';
import { usePageContext } from '../../../src/app/block-kit';
import { languageTag } from '../../../src/engine';
import { qaText } from '../../shared/lazy/qa/texts';

/** A result in words (colour only repeats them): its label, difference and pass or fail; else why there is none. */
export function ResultVerdict({ result }: { result: QaResult }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  if (result.status === 'failed') return <span className="qa-verdict qa-verdict--error">{t(qaText('verdict.error'))}</span>;
  if (result.status === 'pending') return <span className="qa-verdict">{t(qaText('verdict.pending'))}</span>;
  if (result.differencePercentage === undefined || !result.label) return <span className="qa-verdict qa-verdict--none">{t(qaText('verdict.no-design'))}</span>;
  const percent = new Intl.NumberFormat(languageTag(locale), { maximumFractionDigits: 2 }).format(result.differencePercentage);
  return (
    <span className={`qa-verdict qa-verdict--${result.label}`}>
      <span className="qa-verdict__label">{t(qaText(`label.${result.label}`))}</span>
      <span>{t(qaText('verdict.difference'), { percent })}</span>
      <span className={result.passed ? 'qa-verdict__pass' : 'qa-verdict__fail'}>{t(qaText(result.passed ? 'verdict.pass' : 'verdict.fail'))}</span>
    </span>
  );
}
