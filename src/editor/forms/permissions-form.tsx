import Form, { type IChangeEvent } from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permissions } from '../../engine/content';
import { sameJson } from '../store/same-blocks';
import { useOverlay } from '../overlay/editor-context';
import { viewedBlock } from './block-lookup';
import { useSharedFormProps } from './shared-form-props';
import { humanize } from './form-layout';
import { fromLists, listFormSchema, toLists, type PermissionLists } from './permission-lists';
import { permissionsSchema } from './schema-library';

let gestures = 0;

/**
 * Who may see the block (spec: blocked scope, required scopes, features, phases), one list per rule. A rule being
 * typed may hold a blank name that the store never gets, so the form keeps its own draft while it matches the store.
 */
export const PermissionsForm = memo(function PermissionsForm({ contentId, permissions }: { contentId: string; permissions?: Permissions }) {
  const { t } = useTranslation();
  const shared = useSharedFormProps();
  const { store } = useOverlay();
  const schema = useMemo(() => listFormSchema(permissionsSchema()), []);
  const uiSchema = useMemo<UiSchema>(() => {
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    for (const rule of Object.keys(schema.properties as object)) {
      ui[rule] = { 'ui:title': t(`translate.base.editor.form.permission.${rule}`, { defaultValue: humanize(rule) }) };
    }
    return ui;
  }, [schema, t]);

  const stored = useMemo(() => toLists(permissions), [permissions]);
  const [draft, setDraft] = useState<PermissionLists>(stored);
  // Undo, or any other change from outside, wins over the draft.
  const shown = sameJson(fromLists(draft) ?? {}, fromLists(stored) ?? {}) ? draft : stored;

  // replaceBlockJson has no gesture of its own: the store's open gesture groups a field's burst into one undo step.
  const open = useRef(false);
  const endGesture = () => {
    if (open.current) store.getState().endGesture();
    open.current = false;
  };
  useEffect(
    () => () => {
      if (open.current) store.getState().endGesture();
    },
    [store],
  );

  const onChange = (event: IChangeEvent) => {
    const lists = (event.formData ?? {}) as PermissionLists;
    setDraft(lists);
    const current = viewedBlock(store.getState(), contentId);
    if (!current) return;
    const next = fromLists(lists);
    if (sameJson(next ?? {}, current.permissions ?? {})) return;
    const { permissions: _old, ...rest } = current;
    store.getState().replaceBlockJson(contentId, next ? { ...rest, permissions: next } : rest);
  };

  return (
    <Form
      {...shared}
      className="block-form block-form--permissions"
      schema={schema}
      uiSchema={uiSchema}
      formData={shown}
      idPrefix={`inspector-${contentId}-permissions`}
      onChange={onChange}
      onFocus={() => {
        endGesture();
        gestures += 1;
        store.getState().beginGesture(`permissions:${contentId}:${gestures}`);
        open.current = true;
      }}
      onBlur={endGesture}
    />
  );
});
