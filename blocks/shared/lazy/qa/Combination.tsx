import { useTranslation } from 'react-i18next';
import { QA_BREAKPOINTS, type QaBreakpoint } from '../../../../src/engine/lazy/qa';
import { qaText } from './texts';

export interface CombinationFields {
  page: string;
  breakpoint: QaBreakpoint;
  phase: string;
  attendeeType: string;
}

/** A breakpoint by name with its window width: "Tablet (1083 px)". */
export function useBreakpointName() {
  const { t } = useTranslation();
  return (breakpoint: QaBreakpoint) => t(qaText('breakpoint.with-width'), { name: t(qaText(`breakpoint.${breakpoint}`)), width: QA_BREAKPOINTS[breakpoint] });
}

/** One combination in words: page, breakpoint, phase and attendee type. */
export function useCombinationText() {
  const { t } = useTranslation();
  const breakpointName = useBreakpointName();
  return (combination: CombinationFields) =>
    t(qaText('combination'), {
      page: combination.page,
      breakpoint: breakpointName(combination.breakpoint),
      phase: combination.phase,
      attendeeType: t(qaText(`attendee-type.${combination.attendeeType}`)),
    });
}
