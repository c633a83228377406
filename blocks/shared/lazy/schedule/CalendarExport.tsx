import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDownloadPath, useWebcalLinks, useWebcalTokenChange } from '../../../../src/api/lazy/schedule-exports';
import { toast, usePageContext } from '../../../../src/app/block-kit';
import type { Locale } from '../../../../src/engine';
import { LoadState } from '../event-data/LoadState';
import { ConfirmDialog } from './ConfirmDialog';
import './schedule-exports.css';

const key = (name: string) => `translate.base.schedule.calendar.${name}`;

type TokenChange = 'regenerate' | 'revoke';

/** One link with a button that copies it, and says so. */
function CopyableLink({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.show({ message: key('copy-failed'), kind: 'error' });
    }
  };
  return (
    <div className="schedule-export__link">
      <label htmlFor={id}>{label}</label>
      <div className="schedule-export__link-row">
        <input id={id} type="text" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="block-button block-button--secondary" onClick={() => void copy()}>
          {t(key('copy'))}
        </button>
      </div>
      <span role="status" className="schedule-export__copied">
        {copied ? t(key('copied')) : ''}
      </span>
    </div>
  );
}

/** The subscription's links, and the changes of its secret token, each confirmed first. */
function Subscription({ locale, onRevoked }: { locale: Locale; onRevoked(): void }) {
  const { t } = useTranslation();
  const links = useWebcalLinks(locale);
  const change = useWebcalTokenChange(locale);
  const [asking, setAsking] = useState<TokenChange | null>(null);
  const confirm = (which: TokenChange) => {
    setAsking(null);
    change.mutate(which, {
      onSuccess: () => {
        toast.show({ message: key(which === 'regenerate' ? 'regenerated' : 'revoked'), kind: 'success' });
        if (which === 'revoke') onRevoked();
      },
      onError: () => toast.show({ message: key('change-failed'), kind: 'error' }),
    });
  };
  return (
    <LoadState query={links} loading={t(key('loading'))} failed={t(key('load-failed'))}>
      {(current) => (
        <div className="schedule-export__subscription">
          <p>{t(key('subscribe-hint'))}</p>
          <CopyableLink label={t(key('https-link'))} value={current.https} />
          <CopyableLink label={t(key('webcal-link'))} value={current.webcal} />
          <div className="schedule-export__actions">
            <a className="block-button block-button--secondary" href={current.webcal}>
              {t(key('open-in-app'))}
            </a>
            <button type="button" className="block-button block-button--secondary" disabled={change.isPending} onClick={() => setAsking('regenerate')}>
              {t(key('regenerate'))}
            </button>
            <button type="button" className="block-button block-button--secondary" disabled={change.isPending} onClick={() => setAsking('revoke')}>
              {t(key('revoke'))}
            </button>
          </div>
          {asking && (
            <ConfirmDialog
              title={t(key(`${asking}-title`))}
              text={t(key(`${asking}-text`))}
              confirmLabel={t(key(`${asking}-confirm`))}
              onConfirm={() => confirm(asking)}
              onClose={() => setAsking(null)}
            />
          )}
        </div>
      )}
    </LoadState>
  );
}

/**
 * Export calendar (spec 1 §2): the schedule as a one-off .ics download (showDownloadToCalendar) and as a calendar
 * subscription (enableWebCal) whose secret link the visitor can copy, replace and turn off.
 */
export function CalendarExport() {
  const { t } = useTranslation();
  const { locale, settings } = usePageContext();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { showDownloadToCalendar, enableWebCal } = settings.features;
  if (!showDownloadToCalendar && !enableWebCal) return null;
  return (
    <div className="schedule-export">
      <div className="schedule-export__actions">
        {showDownloadToCalendar && (
          <a className="block-button block-button--secondary" href={calendarDownloadPath(locale)} download="schedule.ics">
            {t(key('download'))}
          </a>
        )}
        {enableWebCal && (
          <button type="button" className="block-button block-button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {t(key('subscribe'))}
          </button>
        )}
      </div>
      {enableWebCal && (
        <div id={panelId} hidden={!open}>
          {open && <Subscription locale={locale} onRevoked={() => setOpen(false)} />}
        </div>
      )}
    </div>
  );
}
