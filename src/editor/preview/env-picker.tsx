import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import { ENVIRONMENTS, isEnvironment, type Environment } from '../../engine';
import { useOverlay } from '../overlay/editor-context';
import { usePreviewStore } from './preview-store';

/** Which environment's content is edited and saved. Switching reloads the page; unsaved work is discarded only on request. */
export function EnvPicker({ siteEnv }: { siteEnv: Environment }) {
  const { t } = useTranslation();
  const selectId = useId();
  const { store, page } = useOverlay();
  const env = usePreviewStore((state) => state.env) ?? siteEnv;
  const setEnv = usePreviewStore((state) => state.setEnv);
  const [asked, setAsked] = useState<Environment | null>(null);
  const nameOf = (value: Environment) => t(`translate.base.editor.preview.env.${value}`);

  const switchTo = (next: Environment) => {
    setAsked(null);
    setEnv(next === siteEnv ? null : next);
  };
  const choose = (next: Environment) => {
    if (next === env) return;
    if (store.getState().dirtyPhases(page).length > 0) setAsked(next);
    else switchTo(next);
  };

  return (
    <div className="preview-bar__field">
      <label htmlFor={selectId}>{t('translate.base.editor.preview.env-label')}</label>
      <select id={selectId} value={env} onChange={(event) => isEnvironment(event.target.value) && choose(event.target.value)}>
        {ENVIRONMENTS.map((value) => (
          <option key={value} value={value}>
            {nameOf(value)}
            {value === siteEnv ? ` ${t('translate.base.editor.preview.this-site')}` : ''}
          </option>
        ))}
      </select>
      <span className={`preview-bar__env preview-bar__env--${env}`} role="status" data-env={env}>
        {t('translate.base.editor.preview.editing', { env: env.toUpperCase() })}
      </span>
      {asked && (
        <ModalDialog title={t('translate.base.editor.preview.discard-title')} onClose={() => setAsked(null)}>
          <p>{t('translate.base.editor.preview.discard-body', { from: nameOf(env), to: nameOf(asked) })}</p>
          <DialogActions confirmLabel={t('translate.base.editor.preview.discard-confirm', { env: nameOf(asked) })} onConfirm={() => switchTo(asked)} onCancel={() => setAsked(null)} />
        </ModalDialog>
      )}
    </div>
  );
}
