import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import type { EventPhase } from '../../engine';
import { useOverlay } from './editor-context';
import type { SaveOutcome } from './save';

interface PhasesDialogProps {
  contentId: string;
  phases: readonly EventPhase[];
  /** Saves the phases the assignment changed, one by one. */
  save(phases: readonly string[]): Promise<SaveOutcome[]>;
  onClose(): void;
}

/** Assigned or not, per phase; saving adds or removes the block in each changed phase and saves each of them. */
export function PhasesDialog({ contentId, phases, save, onClose }: PhasesDialogProps) {
  const { t } = useTranslation();
  const { store } = useOverlay();
  const [initial] = useState(() => store.getState().assignedPhases(contentId));
  const [assigned, setAssigned] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(phases.map((phase) => [phase.id, initial[phase.id] === true])),
  );
  const [saving, setSaving] = useState(false);
  const changed = phases.some((phase) => assigned[phase.id] !== (initial[phase.id] === true));

  const submit = async () => {
    setSaving(true);
    const changedPhases = store.getState().assignPhases(contentId, assigned);
    const outcomes = await save(changedPhases);
    setSaving(false);
    if (outcomes.every((outcome) => outcome.kind === 'saved')) onClose();
  };

  return (
    <ModalDialog title={t('translate.base.editor.phases.title', { id: contentId })} onClose={onClose}>
      <fieldset disabled={saving} className="editor-phases">
        <legend>{t('translate.base.editor.phases.legend')}</legend>
        {phases.map((phase) => (
          <label key={phase.id}>
            <input
              type="checkbox"
              checked={assigned[phase.id] === true}
              onChange={(event) => setAssigned({ ...assigned, [phase.id]: event.target.checked })}
            />
            {t(phase.label)}
          </label>
        ))}
      </fieldset>
      {changed && !saving && <p role="status">{t('translate.base.editor.unsaved')}</p>}
      <DialogActions
        confirmLabel={saving ? t('translate.base.editor.saving') : t('translate.base.editor.save')}
        onConfirm={() => void submit()}
        confirmDisabled={!changed || saving}
        onCancel={onClose}
        cancelDisabled={saving}
      />
    </ModalDialog>
  );
}
