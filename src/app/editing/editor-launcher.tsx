import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContent } from '../pages/page-content';
import { useViewer } from '../viewer';
import { useEditorLauncher } from './editor-launcher-store';

// The overlay is its own chunk: attendees never download it, editors fetch it the first time they open edit mode.
const EditorOverlay = lazy(() => import('../../editor/overlay'));

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Content editors toggle edit mode with the Insert key (spec 2 §4). */
export function useEditModeHotkey(isEditor: boolean): void {
  useEffect(() => {
    if (!isEditor) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Insert' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      useEditorLauncher.getState().toggle('edit');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isEditor]);
}

type PageContentProps = ComponentProps<typeof PageContent>;

/** The page in view: read-only for everyone, replaced by the editing overlay while an editor has a mode on. */
export function EditablePageContent(props: PageContentProps) {
  const { isEditor } = useViewer();
  const open = useEditorLauncher((state) => state.mode !== 'none');
  if (!open || !isEditor) return <PageContent {...props} />;
  return (
    <Suspense fallback={<PageContent {...props} />}>
      <EditorOverlay page={props.page} params={props.params} />
    </Suspense>
  );
}

/** The account area's "Edit page" switch, for content editors only. */
export function EditPageToggle() {
  const { t } = useTranslation();
  const on = useEditorLauncher((state) => state.mode === 'edit');
  const toggle = useEditorLauncher((state) => state.toggle);
  return (
    <button type="button" className="button" aria-pressed={on} onClick={() => toggle('edit')}>
      {t('translate.base.editor.toggle')}
    </button>
  );
}
