import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { contentKeys } from '../../api/content';
import { useEditorLauncher, type ActiveMode } from '../../app/editing/editor-launcher-store';
import { PageContext, type PageContextValue } from '../../app/page-context';
import { BlockDecoratorContext, type BlockDecorator } from '../../app/renderer/block-decorator';
import { useLocale, useRoute } from '../../app/routing/use-route';
import { toast } from '../../app/shell/toast';
import { useViewer } from '../../app/viewer';
import type { PageRevision } from '../../api/lazy/history';
import { SCOPES, type BlockInstance, type ContentDocument } from '../../engine';
import { LazyInspector, LazyJsonDialog } from '../forms';
import { LazyPageHistoryDialog } from '../history';
import { useHistoryLink } from '../history/history-link';
import { invalidFields } from '../history/invalid-blocks';
import { HistoryPreviewBanner } from '../history/preview-banner';
import { restorePage, type RestoreOutcome } from '../history/restore';
import { MetaEditContext } from '../meta/meta-context';
import { decorateMetaBlock } from '../meta/meta-frame';
import { LazyOutline } from '../outline';
import { LazyBlockQaPanel } from '../qa';
import { initialPreviewPhase, PreviewBar, PreviewCanvas, usePreviewEnv, usePreviewScopes } from '../preview';
import { createEditorStore } from '../store';
import { decorateTagBlock } from '../tags/tag-frame';
import { BlockDnd } from './block-dnd';
import { useCanvasShortcuts } from './canvas-shortcuts';
import { decorateBlock } from './block-frame';
import { ConflictDialog } from './conflict-dialog';
import { OverlayContext, type OverlayActions, type OverlayContextValue } from './editor-context';
import { EditorBar, HISTORY_BUTTON_ID, type SaveError } from './editor-bar';
import { LeaveGuard } from './leave-guard';
import { PaletteDialog } from './palette-dialog';
import { PhasesDialog } from './phases-dialog';
import { loadIntoStore, savePhase, savePhases, type SaveOutcome } from './save';
import { CanvasBlocks, WindowedBlocks } from './windowed-blocks';
import './dock.css';
import './overlay.css';

type OpenDialog =
  | { kind: 'phases'; contentId: string }
  | { kind: 'palette'; afterId: string | null; type?: string }
  | { kind: 'json'; contentId: string }
  | { kind: 'history'; revisionId: number | null }
  | { kind: 'qa-check'; contentId: string }
  // A restore that met a newer save carries its revision: overwriting restores it forced.
  | { kind: 'conflict'; phase: string; base: readonly BlockInstance[]; current: ContentDocument; pending: readonly string[]; restore?: PageRevision }
  | null;

/** What each mode puts around a block: tools in edit mode, text fields in meta-edit mode, a tag in the tag viewer. */
const DECORATORS: Record<ActiveMode, BlockDecorator> = { edit: decorateBlock, meta: decorateMetaBlock, tags: decorateTagBlock };

/**
 * The editing modes for the page in view: the page's working blocks, drawn by the site's renderer with a toolbar per
 * block (edit), their texts as fields (meta-edit) or a tag naming each block (tag viewer). Switching modes keeps the
 * unsaved work.
 */
export default function EditorOverlay({ page, params }: { page: string; params: Record<string, string> }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const locale = useLocale();
  const pagePath = useRoute().rest;
  const queryClient = useQueryClient();
  const { settings } = viewer;
  const launcherMode = useEditorLauncher((state) => state.mode);
  const mode: ActiveMode = launcherMode === 'none' ? 'edit' : launcherMode;
  const [store] = useState(() => createEditorStore({ phase: initialPreviewPhase(settings) }));
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The settings panel: open or not, and how many times "Edit" asked it for focus.
  const [inspector, setInspector] = useState<{ focusRequest: number } | null>(null);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<SaveError | null>(null);
  // A revision shown on the canvas, read-only, instead of the working blocks.
  const [previewed, setPreview] = useState<PageRevision | null>(null);
  // The "preview as" bar picks the environment edited and the scopes the canvas is judged with.
  const env = usePreviewEnv(settings.env);
  const scopes = usePreviewScopes(viewer.scopes);
  const target = useMemo(() => ({ store, page, env }), [store, page, env]);

  useEffect(() => {
    const abort = new AbortController();
    loadIntoStore(target, abort.signal).then(
      () => setStatus('ready'),
      (failure: unknown) => {
        if (abort.signal.aborted) return;
        console.error(`Could not load page "${page}" for editing`, failure);
        setStatus('failed');
      },
    );
    return () => abort.abort();
  }, [target, page]);

  // Leaving edit mode with unsaved work asks first.
  useEffect(() => {
    const launcher = useEditorLauncher.getState();
    launcher.setGuard(() => store.getState().dirtyPhases(page).length === 0 || window.confirm(t('translate.base.editor.leave-unsaved')));
    return () => useEditorLauncher.getState().setGuard(null);
  }, [store, page, t]);

  useCanvasShortcuts({ store, page, env, blocks: mode === 'edit' });

  const phase = useStore(store, (state) => state.currentPhase);
  // Switching phase or environment leaves the preview: the revision belongs to the one it was picked in.
  const preview = previewed?.revision.phase === phase && previewed.revision.env === env ? previewed : null;
  const empty = useStore(store, (state) => (state.pages[page]?.[state.currentPhase]?.blocks.length ?? 0) === 0);

  /** Runs saves; a conflict opens the force-save confirmation, any other failure the alert. */
  const runSaves = useCallback(
    async (phases: readonly string[]): Promise<SaveOutcome[]> => {
      setSaving(true);
      setError(null);
      const outcomes = await savePhases(target, phases);
      setSaving(false);
      const last = outcomes.at(-1);
      if (outcomes.some((outcome) => outcome.kind === 'saved')) await queryClient.invalidateQueries({ queryKey: contentKeys.page(page) });
      if (last?.kind === 'conflict') {
        const base = store.getState().pages[page]?.[last.phase]?.saved ?? [];
        const pending = phases.slice(phases.indexOf(last.phase) + 1);
        setDialog({ kind: 'conflict', phase: last.phase, base, current: last.current, pending });
      } else if (last?.kind === 'error') {
        setError({ phase: last.phase, message: last.message, details: last.details });
      } else if (last) {
        toast.show({ message: 'translate.base.editor.saved', kind: 'success' });
      }
      return outcomes;
    },
    [target, queryClient, page, store],
  );

  const actions = useMemo<OverlayActions>(
    () => ({
      editPhases: (contentId) => setDialog({ kind: 'phases', contentId }),
      addBlock: (afterId, type) => setDialog({ kind: 'palette', afterId, type }),
      editBlock: (contentId) => {
        store.getState().selectBlock(contentId);
        setInspector((open) => ({ focusRequest: (open?.focusRequest ?? 0) + 1 }));
      },
      editJson: (contentId) => setDialog({ kind: 'json', contentId }),
      openHistory: (revisionId = null) => setDialog({ kind: 'history', revisionId }),
      checkDesign: (contentId) => setDialog({ kind: 'qa-check', contentId }),
    }),
    [store],
  );
  const overlay = useMemo<OverlayContextValue>(() => ({ store, page, actions }), [store, page, actions]);
  const meta = useMemo(() => ({ env }), [env]);
  const context = useMemo<PageContextValue>(
    () => ({
      page,
      params,
      locale,
      user: viewer.user,
      scopes,
      isEditor: true,
      // Visibility (requiresPhaseId) is judged for the phase the editor is looking at.
      settings: { ...settings, currentPhase: phase },
    }),
    [page, params, locale, viewer.user, scopes, settings, phase],
  );

  useHistoryLink({ page, env, store, ready: status === 'ready', open: actions.openHistory });

  /** Restores a revision into the phase in view; on success it becomes the phase's saved content, unsaved work of other phases stays. */
  const restoreRevision = async (revision: PageRevision, force = false): Promise<RestoreOutcome> => {
    const saved = store.getState().pages[page]?.[phase];
    const outcome = await restorePage({ page, revisionId: revision.revision.id, env, phase, baseRevision: saved?.baseRevision ?? 0, force });
    if (outcome.kind === 'restored') {
      setPreview(null);
      setDialog(null);
      store.getState().replaceAllBlocks(outcome.document.blocks);
      store.getState().markSaved(page, phase, outcome.document);
      await queryClient.invalidateQueries({ queryKey: contentKeys.page(page) });
      toast.show({ message: 'translate.base.editor.history.restored', values: { id: revision.revision.id }, kind: 'success' });
    } else if (outcome.kind === 'conflict') {
      setPreview(null);
      setDialog({ kind: 'conflict', phase, base: saved?.saved ?? [], current: outcome.current, pending: [], restore: revision });
    }
    return outcome;
  };

  /** A revision today's schemas refuse, opened as unsaved work; the bar lists what to fix before saving. */
  const draftRevision = (revision: PageRevision, details: SaveError['details']) => {
    setPreview(null);
    setDialog(null);
    store.getState().replaceAllBlocks(revision.document.blocks);
    const problems = invalidFields(revision.document.blocks, details);
    setError({
      phase,
      message: t('translate.base.editor.history.draft-opened', { id: revision.revision.id }),
      standalone: true,
      details: problems.map((problem) => ({ path: [problem.block, problem.field].filter(Boolean).join(' '), message: problem.reason })),
    });
  };

  const closeDialog = () => setDialog(null);
  const push = () => {
    const result = store.getState().pushToNextPhase(settings.phases);
    toast.show({ message: t(result.messageKey, { defaultValue: result.message }), kind: result.pushed ? 'success' : 'warning' });
  };

  const overwrite = async (conflict: Extract<OpenDialog, { kind: 'conflict' }>) => {
    if (conflict.restore) {
      setSaving(true);
      const outcome = await restoreRevision(conflict.restore, true);
      setSaving(false);
      if (outcome.kind === 'invalid' || outcome.kind === 'error') setDialog({ kind: 'history', revisionId: conflict.restore.revision.id });
      return;
    }
    setSaving(true);
    const outcome = await savePhase(target, conflict.phase, true);
    setSaving(false);
    if (outcome.kind === 'saved') {
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: contentKeys.page(page) });
      if (conflict.pending.length > 0) await runSaves(conflict.pending);
      else toast.show({ message: 'translate.base.editor.saved', kind: 'success' });
    } else if (outcome.kind === 'conflict') {
      setDialog({ ...conflict, current: outcome.current });
    } else {
      setDialog(null);
      setError({ phase: outcome.phase, message: outcome.message, details: outcome.details });
    }
  };

  const reloadTheirs = async () => {
    setDialog(null);
    setStatus('loading');
    try {
      await loadIntoStore(target);
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <OverlayContext.Provider value={overlay}>
      <div
        className={['editor-overlay', inspector && 'editor-overlay--inspecting', outlineOpen && mode === 'edit' && 'editor-overlay--outlining'].filter(Boolean).join(' ')}
        data-editor-overlay=""
      >
        <PreviewBar siteEnv={settings.env} phases={settings.phases} ownScopes={viewer.scopes} />
        {status === 'loading' && <p role="status">{t('translate.base.editor.loading')}</p>}
        {status === 'failed' && <p role="alert">{t('translate.base.editor.load-failed')}</p>}
        {status === 'ready' && (
          // The outline's rows and palette drop on the canvas through the same drag and drop as the blocks' handles.
          <BlockDnd>
            {preview && (
              <HistoryPreviewBanner
                revision={preview}
                onBack={() => {
                  setDialog({ kind: 'history', revisionId: preview.revision.id });
                  setPreview(null);
                }}
                onLeave={() => {
                  setPreview(null);
                  document.getElementById(HISTORY_BUTTON_ID)?.focus();
                }}
              />
            )}
            {empty && !preview && <p className="editor-overlay__empty">{t('translate.base.editor.empty')}</p>}
            <PreviewCanvas>
              <PageContext.Provider value={context}>
                <MetaEditContext.Provider value={meta}>
                  {preview ? (
                    // The revision as visitors would see it: no block tools, nothing to edit.
                    <BlockDecoratorContext.Provider value={null}>
                      <div inert data-history-preview={preview.revision.id}>
                        <WindowedBlocks blocks={preview.document.blocks} />
                      </div>
                    </BlockDecoratorContext.Provider>
                  ) : (
                    <BlockDecoratorContext.Provider value={DECORATORS[mode]}>
                      <CanvasBlocks page={page} />
                    </BlockDecoratorContext.Provider>
                  )}
                </MetaEditContext.Provider>
              </PageContext.Provider>
            </PreviewCanvas>
            <EditorBar
              phases={settings.phases}
              saving={saving}
              error={error}
              outlineOpen={outlineOpen}
              onToggleOutline={() => setOutlineOpen((open) => !open)}
              onSave={() => void runSaves(store.getState().dirtyPhases(page))}
              onPush={push}
              onExit={() => useEditorLauncher.getState().close()}
              onDismissError={() => setError(null)}
            />
            <LeaveGuard phases={settings.phases} />
            {inspector && mode === 'edit' && (
              <Suspense fallback={null}>
                <LazyInspector focusRequest={inspector.focusRequest} onClose={() => setInspector(null)} />
              </Suspense>
            )}
            {outlineOpen && mode === 'edit' && (
              <Suspense fallback={null}>
                <LazyOutline onClose={() => setOutlineOpen(false)} />
              </Suspense>
            )}
          </BlockDnd>
        )}
      </div>
      {dialog?.kind === 'palette' && <PaletteDialog afterId={dialog.afterId} type={dialog.type} onClose={closeDialog} />}
      {dialog?.kind === 'json' && (
        <Suspense fallback={null}>
          <LazyJsonDialog contentId={dialog.contentId} onClose={closeDialog} />
        </Suspense>
      )}
      {dialog?.kind === 'phases' && (
        <PhasesDialog contentId={dialog.contentId} phases={settings.phases} save={runSaves} onClose={closeDialog} />
      )}
      {dialog?.kind === 'history' && (
        <Suspense fallback={null}>
          <LazyPageHistoryDialog
            page={page}
            env={env}
            phase={phase}
            phaseLabel={t(settings.phases.find((entry) => entry.id === phase)?.label ?? phase)}
            initialRevisionId={dialog.revisionId}
            onPreview={(revision) => {
              setDialog(null);
              setPreview(revision);
            }}
            onRestore={restoreRevision}
            onDraft={draftRevision}
            onClose={closeDialog}
          />
        </Suspense>
      )}
      {dialog?.kind === 'qa-check' && (
        <Suspense fallback={null}>
          <LazyBlockQaPanel
            key={dialog.contentId}
            contentId={dialog.contentId}
            pagePath={pagePath}
            phases={settings.phases}
            canUpload={viewer.scopes.includes(SCOPES.siteEditor)}
            onClose={closeDialog}
          />
        </Suspense>
      )}
      {dialog?.kind === 'conflict' && (
        <ConflictDialog
          phase={t(settings.phases.find((entry) => entry.id === dialog.phase)?.label ?? dialog.phase)}
          base={dialog.base}
          current={dialog.current}
          busy={saving}
          onOverwrite={() => void overwrite(dialog)}
          onReload={() => void reloadTheirs()}
          onClose={closeDialog}
        />
      )}
    </OverlayContext.Provider>
  );
}
