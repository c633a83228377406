import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../src/api/client';
import { useAppointment, type Appointment } from '../../../../src/api/lazy/appointments';
import { usePageContext } from '../../../../src/app/block-kit';
import { localizedPath } from '../../../../src/engine';
import { appointmentText } from './texts';
import '../detail/detail.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The appointment of the page's address, for its owner: loading, not found (anyone else's answers 404 too), failed
 * with a retry, or the appointment itself.
 */
export function AppointmentQuery({ userId, id, children }: { userId: string; id: string; children: (appointment: Appointment) => ReactNode }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const query = useAppointment(userId, id);
  if (query.data) return <>{children(query.data)}</>;
  if (isNotFound(query.error) || id === '') {
    return (
      <div className="detail-state">
        <p role="alert">{t(appointmentText('not-found'))}</p>
        <a className="block-button block-button--secondary" href={localizedPath(locale, '/schedule')}>
          {t(appointmentText('back-to-schedule'))}
        </a>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="detail-state">
        <p role="alert">{t(appointmentText('load-failed'))}</p>
        <button type="button" className="block-button block-button--secondary" onClick={() => void query.refetch()}>
          {t('translate.base.blocks.detail.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="detail-state" role="status" aria-busy="true">
      {t(appointmentText('loading'))}
    </p>
  );
}
