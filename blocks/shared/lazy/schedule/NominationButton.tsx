import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelNomination } from '../../../../src/api/lazy/schedule-actions';
import { toast } from '../../../../src/app/block-kit';
import type { EnrollmentStatus } from '../../../../src/engine/lazy/schedule';
import { ConfirmDialog } from './ConfirmDialog';

// The form and its fields download when an attendee opens it, not with every catalogue.
const NominationDialog = lazy(() => import('./NominationDialog'));

const key = (name: string) => `translate.base.roundtable.${name}`;

/** Statuses of a nomination shown beside the button; a cancelled one may nominate again. */
const SHOWN: Partial<Record<EnrollmentStatus, string>> = { nominated: 'status.nominated', confirmed: 'status.confirmed', declined: 'status.declined' };

const CANCEL_NOMINATION = { action: 'cancel', title: 'cancel-title', text: 'cancel-text', done: 'cancelled' };
const CANCEL_SEAT = { action: 'cancel-seat', title: 'cancel-seat-title', text: 'cancel-seat-text', done: 'seat-cancelled' };

/**
 * A roundtable's button (spec 1 §2, §4): Nominate opens the nomination form; once nominated the status shows (under
 * review, confirmed, declined); a pending nomination or a confirmed seat can be cancelled after a confirmation.
 */
export function NominationButton({ sessionId, title, status }: { sessionId: string; title: string; status: EnrollmentStatus | null }) {
  const { t } = useTranslation();
  const cancel = useCancelNomination();
  const [open, setOpen] = useState<'form' | 'cancel' | null>(null);
  const shown = status ? SHOWN[status] : undefined;
  const close = () => setOpen(null);
  // A confirmed nominee gives up a seat; a pending one withdraws the nomination: each with its own words.
  const words = status === 'confirmed' ? CANCEL_SEAT : CANCEL_NOMINATION;
  const cancelNomination = () =>
    cancel.mutate(sessionId, {
      onSuccess: () => toast.show({ message: key(words.done), values: { title }, kind: 'success' }),
      onError: () => toast.show({ message: 'translate.base.schedule.error.update-status', values: { title }, kind: 'error' }),
    });

  if (shown) {
    return (
      <div className="schedule-nomination">
        <span className={`schedule-nomination__status schedule-nomination__status--${status}`}>{t(key(shown))}</span>
        {(status === 'nominated' || status === 'confirmed') && (
          <button type="button" className="schedule-button" aria-label={t('translate.base.schedule.named', { action: t(key(words.action)), title })} disabled={cancel.isPending} onClick={() => setOpen('cancel')}>
            {t(key(words.action))}
          </button>
        )}
        {open === 'cancel' && (
          <ConfirmDialog title={t(key(words.title))} text={t(key(words.text), { title })} confirmLabel={t(key(words.action))} onConfirm={cancelNomination} onClose={close} />
        )}
      </div>
    );
  }
  return (
    <>
      <button type="button" className="schedule-button" aria-label={t('translate.base.schedule.named', { action: t(key('nominate')), title })} onClick={() => setOpen('form')}>
        {t(key('nominate'))}
      </button>
      {open === 'form' && (
        <Suspense fallback={null}>
          <NominationDialog sessionId={sessionId} title={title} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
