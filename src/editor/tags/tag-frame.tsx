import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/viewer';
import type { BlockInstance, Visibility } from '../../engine';
import { requirements } from '../overlay/block-toolbar';
import { useEditor } from '../overlay/editor-context';
import './tags.css';

/** Tag viewer mode around one block: what it is and who sees it when, read-only. */
export function TagFrame({ block, visibility, children }: { block: BlockInstance; visibility: Visibility; children: ReactNode }) {
  const { t } = useTranslation();
  const { settings } = useViewer();
  const id = block.contentId;
  // A joined string keeps the selector's answer comparable by value.
  const held = useEditor((state) =>
    Object.entries(state.assignedPhases(id))
      .filter(([, holds]) => holds)
      .map(([phase]) => phase)
      .join(','),
  );
  const phases = settings.phases.filter((phase) => held.split(',').includes(phase.id)).map((phase) => t(phase.label));
  const rules = requirements(block.permissions);

  return (
    <div className={visibility.visible ? 'tag-block' : 'tag-block tag-block--hidden'} data-tag-block={id}>
      <div className="tag-block__tag" role="group" aria-label={t('translate.base.editor.tags.label', { id })}>
        <dl>
          <div>
            <dt>{t('translate.base.editor.tags.component')}</dt>
            <dd>
              <code>{block.component}</code>
            </dd>
          </div>
          <div>
            <dt>{t('translate.base.editor.tags.id')}</dt>
            <dd>
              <code>{id}</code>
            </dd>
          </div>
          <div>
            <dt>{t('translate.base.editor.tags.phases')}</dt>
            <dd>{phases.length > 0 ? phases.join(', ') : t('translate.base.editor.tags.no-phase')}</dd>
          </div>
          <div>
            <dt>{t('translate.base.editor.tags.permissions')}</dt>
            <dd>
              {rules.length === 0
                ? t('translate.base.editor.tags.everyone')
                : rules.map(({ rule, values }) => t(`translate.base.visibility.${rule}`, { values: values.join(', ') })).join(' · ')}
            </dd>
          </div>
        </dl>
      </div>
      {children}
    </div>
  );
}

/** The renderer's decorator in tag viewer mode (stable, like the edit-mode one). */
export function decorateTagBlock(block: BlockInstance, content: ReactNode, visibility: Visibility): ReactNode {
  return (
    <TagFrame block={block} visibility={visibility}>
      {content}
    </TagFrame>
  );
}
