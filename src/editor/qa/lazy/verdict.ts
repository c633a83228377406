import { QA_DEFAULT_THRESHOLD, qaLabel, qaPassed, type QaLabel } from '../../../engine/lazy/qa';

export interface QaVerdict {
  label: QaLabel;
  passed: boolean;
}

/** How a difference reads: its label, and whether it passes at the threshold (the QA default unless given). */
export function verdictOf(differencePercentage: number, thresholdPercent = QA_DEFAULT_THRESHOLD): QaVerdict {
  return { label: qaLabel(differencePercentage), passed: qaPassed(differencePercentage, thresholdPercent) };
}
