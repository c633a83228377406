import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorLauncher } from '../../app/editing/editor-launcher-store';
import type { EventPhase, ValidationIssue } from '../../engine';
import { LazyCompareControl } from '../compare';
import { useEditor, useOverlay } from './editor-context';

export interface SaveError {
  phase: string;
  message: string;
  details: ValidationIssue[];
  /** The message is the whole line, not why a save failed (a revision opened as a draft to fix). */
  standalone?: boolean;
}

interface EditorBarProps {
  phases: readonly EventPhase[];
  saving: boolean;
  error: SaveError | null;
  onSave(): void;
  onPush(): void;
  onExit(): void;
  onDismissError(): void;
}

/** The History button, where focus returns after a preview of a revision. */
export const HISTORY_BUTTON_ID = 'editor-history-button';

/** The fixed bar of edit mode: phase in view, history, unsaved state, save, push and exit. */
export function EditorBar({ phases, saving, error, onSave, onPush, onExit, onDismissError }: EditorBarProps) {
  const { t } = useTranslation();
  const { store, page, actions } = useOverlay();
  const phase = useEditor((state) => state.currentPhase);
  // Adding blocks and pushing the page belong to edit mode; meta-edit and the tag viewer only save what they changed.
  const editing = useEditorLauncher((state) => state.mode === 'edit');
  const undoable = useEditor((state) => (state.history[page]?.past.length ?? 0) > 0);
  const redoable = useEditor((state) => (state.history[page]?.future.length ?? 0) > 0);
  // A joined string keeps the selector's answer comparable by value.
  const dirty = useEditor((state) => state.dirtyPhases(page).join(','));
  const dirtyPhases = dirty === '' ? [] : dirty.split(',');
  const labelOf = (id: string) => t(phases.find((entry) => entry.id === id)?.label ?? id);

  useEffect(() => {
    if (dirty === '') return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <div className="editor-bar" data-editor-overlay="">
      <div className="editor-bar__tools" role="toolbar" aria-label={t('translate.base.editor.bar')}>
        <label className="editor-bar__phase">
          <span>{t('translate.base.editor.phase')}</span>
          <select value={phase} onChange={(event) => store.getState().switchPhase(event.target.value)}>
            {phases.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t(entry.label)}
                {dirtyPhases.includes(entry.id) ? ' •' : ''}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={!undoable} onClick={() => store.getState().undo()} aria-keyshortcuts="Control+Z">
          {t('translate.base.editor.undo')}
        </button>
        <button type="button" disabled={!redoable} onClick={() => store.getState().redo()} aria-keyshortcuts="Control+Shift+Z">
          {t('translate.base.editor.redo')}
        </button>
        {editing && (
          <button type="button" onClick={() => actions.addBlock(store.getState().selectedId)}>
            {t('translate.base.editor.add-block')}
          </button>
        )}
        <span className="editor-bar__status" role="status">
          {dirtyPhases.length > 0
            ? t('translate.base.editor.unsaved-phases', { phases: dirtyPhases.map(labelOf).join(', ') })
            : t('translate.base.editor.all-saved')}
        </span>
        <button type="button" className="button button--primary" disabled={saving || dirtyPhases.length === 0} onClick={onSave}>
          {saving ? t('translate.base.editor.saving') : t('translate.base.editor.save')}
        </button>
        {editing && (
          <button type="button" disabled={saving} onClick={onPush}>
            {t('translate.base.editor.push')}
          </button>
        )}
        {editing && (
          <button type="button" id={HISTORY_BUTTON_ID} onClick={() => actions.openHistory()}>
            {t('translate.base.editor.history.open')}
          </button>
        )}
        <Suspense fallback={null}>
          <LazyCompareControl />
        </Suspense>
        <button type="button" onClick={onExit}>
          {t('translate.base.editor.exit')}
        </button>
      </div>
      {error && (
        <div className="editor-bar__error" role="alert">
          <p>{error.standalone ? error.message : t('translate.base.editor.save-failed', { phase: labelOf(error.phase), message: error.message })}</p>
          {error.details.length > 0 && (
            <ul>
              {error.details.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  <code>{issue.path}</code> {issue.message}
                </li>
              ))}
            </ul>
          )}
          <button type="button" onClick={onDismissError}>
            {t('translate.base.editor.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
