import Form, { type IChangeEvent } from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '../../engine/translation-keys';
import type { BlockInstance } from '../../engine/content';
import type { BlockType } from '../../engine/registry';
import { useOverlay } from '../overlay/editor-context';
import { viewedBlock } from './block-lookup';
import { useSharedFormProps } from './shared-form-props';
import { formUiSchema, groupFields, humanize } from './form-layout';
import { GroupedFields, type BlockFormContext } from './grouped-fields';
import { propsPatch } from './props-patch';
import { blockSchemaOf } from '../../../blocks/shared/lazy/block-schemas';
import { formSchemaOf } from './schema-library';
import { warmFormValidator } from './form-validator';

/** Never invent data: a block's props stay exactly as stored until the editor changes a field. */
const KEEP_DATA_AS_IS = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
} as const;

let gestures = 0;

// Props objects the form itself produced (the store's copy after each change it reported). Handing such an object back
// would make the form derive its whole state again on every keystroke, though it already shows those props.
const madeByForm = new WeakSet<object>();

/**
 * The block's props as a form generated from its schema. Every change goes straight to the store (the page shows it
 * as you type); the changes made while one field has focus share a gesture id, so undo takes that burst back at once.
 */
export function BlockForm({ block, type }: { block: BlockInstance; type: BlockType<Record<string, unknown>, unknown> }) {
  const { t } = useTranslation();
  const shared = useSharedFormProps();
  const { store } = useOverlay();
  const contentId = block.contentId;
  const gesture = useRef<string | undefined>(undefined);
  // The props as last changed outside the form (load, undo, the canvas): the form's data follows only those.
  const [external, setExternal] = useState(block.props);
  if (block.props !== external && !madeByForm.has(block.props)) setExternal(block.props);

  const schema = useMemo(() => formSchemaOf(type.name, blockSchemaOf(type) ?? {}), [type]);
  useEffect(() => warmFormValidator(schema), [schema]);
  const label = useCallback((text: string) => (isTranslationKey(text) ? t(text) : text), [t]);
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...formUiSchema(schema, label), 'ui:ObjectFieldTemplate': GroupedFields, 'ui:submitButtonOptions': { norender: true } }),
    [schema, label],
  );
  const idPrefix = `inspector-${contentId}`;
  /** Puts the props as the form (or one of its fields) now has them in the store; `withProps` builds them from the store's. */
  const report = useCallback(
    (withProps: (props: Record<string, unknown>) => Record<string, unknown> | undefined) => {
      // The store's copy, not the render's: two changes may land before React renders again.
      const current = viewedBlock(store.getState(), contentId);
      if (!current) return;
      const patch = propsPatch(current.props, withProps(current.props));
      if (Object.keys(patch).length === 0) return;
      store.getState().editProps(contentId, patch, { gesture: gesture.current });
      const next = viewedBlock(store.getState(), contentId)?.props;
      if (next) madeByForm.add(next);
    },
    [store, contentId],
  );
  const context = useMemo<BlockFormContext>(
    () => ({
      groups: groupFields(schema),
      groupLabel: (id) => t(`translate.base.editor.form.group.${id}`, { defaultValue: humanize(id) }),
      // A top-level field's key reaches the page in the frame that paints it; a nested field's value is part of a larger
      // prop, which the form hands over when it catches up.
      editNow: (fieldId, name, value) => {
        if (fieldId === `${idPrefix}_${name}`) report((props) => ({ ...props, [name]: value }));
      },
    }),
    [schema, t, idPrefix, report],
  );

  const onChange = useCallback((event: IChangeEvent) => report(() => event.formData as Record<string, unknown> | undefined), [report]);
  const onFocus = useCallback(
    (fieldId: string) => {
      gestures += 1;
      gesture.current = `form:${contentId}:${fieldId}:${gestures}`;
    },
    [contentId],
  );
  const onBlur = useCallback(() => {
    // After the form has reported the change a field hands over as it is left (see DeferredInput), unless focus has
    // already started the next burst.
    const ended = gesture.current;
    queueMicrotask(() => {
      if (gesture.current === ended) gesture.current = undefined;
    });
  }, []);

  // The same element while only the form's own changes reach the store: a keystroke then re-renders the field, not the
  // whole form (which would compare and re-derive its state in the frame that paints the key).
  return useMemo(
    () => (
      <Form
        {...shared}
        className="block-form"
        schema={schema}
        uiSchema={uiSchema}
        formData={external}
        formContext={context}
        idPrefix={idPrefix}
        experimental_defaultFormStateBehavior={KEEP_DATA_AS_IS}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    ),
    [shared, schema, uiSchema, external, context, idPrefix, onChange, onFocus, onBlur],
  );
}
