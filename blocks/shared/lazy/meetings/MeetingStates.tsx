import { useTranslation } from 'react-i18next';
import { meetingText } from './texts';

export function MeetingLoading({ what }: { what: 'list' | 'meeting' }) {
  const { t } = useTranslation();
  return (
    <p className="meeting-state" role="status" aria-busy="true">
      {t(meetingText(`loading.${what}`))}
    </p>
  );
}

/** Spec 2 §8: a load that failed ('issue retrieving'), with a way to ask again. */
export function MeetingLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="meeting-state" role="alert">
      <p>{t(meetingText('toast.issue-retrieving'))}</p>
      <button type="button" className="block-button" onClick={onRetry}>
        {t(meetingText('retry'))}
      </button>
    </div>
  );
}

/** Spec 2 §8: a meeting that is not there, or not the user's to see (404). */
export function MeetingNotFound({ listHref }: { listHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="meeting-state" role="alert">
      <p>{t(meetingText('error.not-found'))}</p>
      <a className="block-button block-button--secondary" href={listHref}>
        {t(meetingText('back-to-list'))}
      </a>
    </div>
  );
}
