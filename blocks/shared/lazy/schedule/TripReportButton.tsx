import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTripReport } from '../../../../src/api/lazy/schedule-exports';
import { toast, usePageContext } from '../../../../src/app/block-kit';
import './schedule-exports.css';

/** The trip report download's states (spec 1 §4): the button is enabled only in `none`. */
export type TripReportState = 'none' | 'working-on-it' | 'download-starting';

/** How long "download starting" shows before the button is ready again (spec 1 §4). */
export const DOWNLOAD_STARTING_MS = 1500;

const key = (name: string) => `translate.base.schedule.trip-report.${name}`;

/**
 * Downloads the visitor's trip report in the page's language: working on it while the server writes it, download
 * starting once the browser has it, then ready again 1.5 s later. A failure says so in a toast (spec 1 §8).
 * Shown only while showTripReportAction is on.
 */
export function TripReportButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { locale, settings } = usePageContext();
  const [state, setState] = useState<TripReportState>('none');

  useEffect(() => {
    if (state !== 'download-starting') return undefined;
    const timer = setTimeout(() => setState('none'), DOWNLOAD_STARTING_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (settings.features.showTripReportAction !== true) return null;

  const start = async () => {
    setState('working-on-it');
    try {
      await downloadTripReport(locale);
      setState('download-starting');
    } catch {
      setState('none');
      toast.show({ message: 'translate.base.favorite.download-trip-report-error', kind: 'error' });
    }
  };

  return (
    <button
      type="button"
      className={['block-button', 'block-button--secondary', 'schedule-export__trip-report', className].filter(Boolean).join(' ')}
      disabled={state !== 'none'}
      aria-live="polite"
      onClick={() => void start()}
    >
      {t(key(state === 'none' ? 'download' : state))}
    </button>
  );
}
