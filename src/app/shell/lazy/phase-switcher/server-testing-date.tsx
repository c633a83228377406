import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetServerTestingDate } from '../../../../api/lazy/server-testing-date';
import type { Environment, TestingTimeZone } from '../../../../engine';
import { formatDateTime } from '../../../../i18n/time-format';
import { useLocale } from '../../../routing/use-route';
import { DialogActions } from '../../../ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../../ui/lazy/dialogs/modal-dialog';
import { toast } from '../../toast';

interface ServerTestingDateProps {
  env: Environment;
  /** The server testing date in force, if any. */
  active: string | null;
  /** The moment the tester is previewing locally: what "apply" sets for everyone. */
  moment: Date;
  timeZone: TestingTimeZone;
}

/**
 * The server testing date, for content editors only: it moves the whole environment to another moment for every
 * visitor, so each change is confirmed first. Loaded on its own, so other visitors never download the editor dialog.
 */
export default function ServerTestingDate({ env, active, moment, timeZone }: ServerTestingDateProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useSetServerTestingDate();
  const [asked, setAsked] = useState<{ testingDate: string | null } | null>(null);
  const when = (value: string | Date) => formatDateTime(value, { locale, timeZone });

  const apply = async (testingDate: string | null) => {
    try {
      await mutation.mutateAsync(testingDate);
      setAsked(null);
      toast.show({ message: testingDate ? 'translate.base.preview-date.server.set-done' : 'translate.base.preview-date.server.cleared', values: { env }, kind: 'success' });
    } catch (error) {
      setAsked(null);
      toast.show({ message: 'translate.base.preview-date.server.failed', values: { message: error instanceof Error ? error.message : String(error) }, kind: 'error' });
    }
  };

  return (
    <section className="phase-switcher__server" aria-label={t('translate.base.preview-date.server.title')}>
      <p role="status" className={active ? 'phase-switcher__server-active' : undefined}>
        {active ? t('translate.base.preview-date.server.active', { env, date: when(active) }) : t('translate.base.preview-date.server.none', { env })}
      </p>
      <div className="phase-switcher__actions">
        <button type="button" className="button" onClick={() => setAsked({ testingDate: moment.toISOString() })}>
          {t('translate.base.preview-date.server.set')}
        </button>
        <button type="button" className="button" disabled={!active} onClick={() => setAsked({ testingDate: null })}>
          {t('translate.base.preview-date.server.clear')}
        </button>
      </div>
      {asked && (
        <ModalDialog title={t('translate.base.preview-date.server.confirm-title', { env })} onClose={() => setAsked(null)} className="phase-switcher__confirm">
          <p>
            {asked.testingDate
              ? t('translate.base.preview-date.server.confirm-set', { env, date: when(asked.testingDate) })
              : t('translate.base.preview-date.server.confirm-clear', { env })}
          </p>
          <DialogActions
            confirmLabel={mutation.isPending ? t('translate.base.preview-date.server.applying') : t('translate.base.preview-date.server.confirm')}
            confirmDisabled={mutation.isPending}
            onConfirm={() => void apply(asked.testingDate)}
            onCancel={() => setAsked(null)}
            cancelDisabled={mutation.isPending}
          />
        </ModalDialog>
      )}
    </section>
  );
}
