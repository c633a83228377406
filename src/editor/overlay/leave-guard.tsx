import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import type { EventPhase } from '../../engine';
import { useEditor, useOverlay } from './editor-context';

/** The path without its language prefix: switching language keeps the page (and the work) in view. */
const withoutLanguage = (pathname: string) => pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');

/** Asks before an in-app link leaves a page with unsaved changes; the browser's own prompt covers reloads and tabs. */
export function LeaveGuard({ phases }: { phases: readonly EventPhase[] }) {
  const { t } = useTranslation();
  const { page } = useOverlay();
  const dirty = useEditor((state) => state.dirtyPhases(page).join(','));
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty !== '' && withoutLanguage(currentLocation.pathname) !== withoutLanguage(nextLocation.pathname),
  );
  if (blocker.state !== 'blocked') return null;
  const labels = dirty.split(',').map((id) => t(phases.find((phase) => phase.id === id)?.label ?? id));
  return (
    <ModalDialog title={t('translate.base.editor.leave-page.title')} onClose={() => blocker.reset()}>
      <p>{t('translate.base.editor.leave-page.body', { phases: labels.join(', ') })}</p>
      <div className="editor-dialog__actions">
        <button type="button" className="button" autoFocus onClick={() => blocker.reset()}>
          {t('translate.base.editor.leave-page.stay')}
        </button>
        <button type="button" className="button button--primary" onClick={() => blocker.proceed()}>
          {t('translate.base.editor.leave-page.leave')}
        </button>
      </div>
    </ModalDialog>
  );
}
