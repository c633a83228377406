import { useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistryContext } from '../../app/renderer/registry-context';
import { useLocale } from '../../app/routing/use-route';
import { languageTag, type BlockInstance, type Visibility } from '../../engine';
import { useTranslationStrings } from '../../api/lazy/translations';
import { blockSchemaOf } from '../../../blocks/shared/lazy/block-schemas';
import { textSchemaOf } from './block-schema';
import { Failure } from './failure';
import { KeyField } from './key-field';
import { useMetaEdit } from './meta-context';
import { PlainField } from './plain-field';
import { findTextFields, pathLabel } from './text-fields';
import './meta.css';

/** Meta-edit mode around one block: the block drawn as attendees see it, then its texts as fields in the page's language. */
export function MetaFrame({ block, children }: { block: BlockInstance; children: ReactNode }) {
  const { t } = useTranslation();
  const registry = useContext(RegistryContext);
  const lang = languageTag(useLocale());
  const { env } = useMetaEdit();
  const strings = useTranslationStrings(env, lang);
  const type = registry.get(block.component);
  const schema = type && blockSchemaOf(type);
  const fields = useMemo(() => findTextFields(block.props, textSchemaOf(schema)), [block.props, schema]);
  const id = block.contentId;

  return (
    <div className="meta-block" data-meta-block={id}>
      <div className="meta-block__content">{children}</div>
      <fieldset className="meta-block__texts">
        <legend>{t('translate.base.editor.meta.texts-of', { id, component: block.component })}</legend>
        {strings.isError && <Failure error={strings.error} />}
        {fields.length === 0 && <p className="meta-block__none">{t('translate.base.editor.meta.none')}</p>}
        {fields.map((field) =>
          field.kind === 'key' ? (
            <KeyField key={`key:${pathLabel(field.path)}:${field.value}`} contentId={id} field={field} lang={lang} />
          ) : (
            <PlainField key={`plain:${pathLabel(field.path)}`} contentId={id} field={field} lang={lang} />
          ),
        )}
      </fieldset>
    </div>
  );
}

/** The renderer's decorator in meta-edit mode (stable, like the edit-mode one); a placeholder has no texts to edit. */
export function decorateMetaBlock(block: BlockInstance, content: ReactNode, _visibility: Visibility): ReactNode {
  return block.restricted ? content : <MetaFrame block={block}>{content}</MetaFrame>;
}
