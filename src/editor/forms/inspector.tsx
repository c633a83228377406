import { useContext, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistryContext } from '../../app/renderer/registry-context';
import { useEditor } from '../overlay/editor-context';
import { viewedBlock } from './block-lookup';
import { BlockForm } from './block-form';
import { PermissionsForm } from './permissions-form';
import './forms.css';
import { blockDisplayName } from '../../../blocks/shared/lazy/block-meta';

interface InspectorProps {
  /** Raised each time "Edit" is used: the panel takes focus (and gives it back to that button when closed). */
  focusRequest: number;
  onClose(): void;
}

/**
 * The docked settings panel of the selected block: a non-modal region beside the page, so the page stays usable
 * while the form edits it (typing shows on the page at once).
 */
export default function Inspector({ focusRequest, onClose }: InspectorProps) {
  const { t } = useTranslation();
  const registry = useContext(RegistryContext);
  const block = useEditor((state) => viewedBlock(state, state.selectedId));
  const type = block ? registry.get(block.component) : undefined;
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
  }, [focusRequest]);

  const close = () => {
    const back = opener.current;
    onClose();
    if (back?.isConnected) back.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A select's own Escape closes its list, not the panel.
    if (event.key === 'Escape' && !event.defaultPrevented && !(event.target instanceof HTMLSelectElement)) close();
  };

  return (
    <section className="editor-dock editor-dock--end editor-inspector" aria-labelledby={titleId} data-editor-overlay="" onKeyDown={onKeyDown}>
      <header className="editor-dock__header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {block ? t('translate.base.editor.inspector.title-of', { id: block.contentId }) : t('translate.base.editor.inspector.title')}
        </h2>
        <button type="button" className="editor-dock__close" aria-label={t('translate.base.editor.inspector.close')} onClick={close}>
          ×
        </button>
      </header>
      {!block && <p className="editor-inspector__empty">{t('translate.base.editor.inspector.none')}</p>}
      {block && (
        <div className="editor-inspector__body">
          <p className="editor-inspector__type">{type ? t(blockDisplayName(type)) : block.component}</p>
          {type ? (
            <BlockForm key={block.contentId} block={block} type={type} />
          ) : (
            <p role="note">{t('translate.base.editor.inspector.unknown', { component: block.component })}</p>
          )}
          <details className="block-form__group block-form__group--permissions">
            <summary>{t('translate.base.editor.form.group.permissions')}</summary>
            <PermissionsForm key={block.contentId} contentId={block.contentId} permissions={block.permissions} />
          </details>
        </div>
      )}
    </section>
  );
}
