import { lazy, Suspense, useContext, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockSchemaOf } from '../../../blocks/shared/lazy/block-schemas';
import { RegistryContext } from '../../app/renderer/registry-context';
import { DialogActions } from '../../app/ui/lazy/dialogs/dialog-actions';
import { ModalDialog } from '../../app/ui/lazy/dialogs/modal-dialog';
import type { BlockInstance } from '../../engine/content';
import { isTranslationKey } from '../../engine/translation-keys';
import { useOverlay } from '../overlay/editor-context';
import { blockIssues, blockJsonText, judgeBlockJson, type JsonVerdict } from './block-json';
import { viewedBlock } from './block-lookup';
import { blockInstanceSchema, contentValidatorFor } from './schema-library';
import './forms.css';

// Monaco is big: it is fetched the first time a JSON dialog opens, never with the overlay.
const JsonCodeEditor = lazy(() => import('./json-code-editor'));

function Verdict({ verdict, id }: { verdict: JsonVerdict; id: string }) {
  const { t } = useTranslation();
  const text = (message: string) => (isTranslationKey(message) ? t(message) : message);
  return (
    <div id={id} className={`editor-json__verdict editor-json__verdict--${verdict.kind}`} role="status">
      {verdict.kind === 'unparsable' && t('translate.base.editor.json.unparsable', { message: verdict.message })}
      {verdict.kind === 'unchanged' && t('translate.base.editor.json.unchanged')}
      {verdict.kind === 'ready' && t('translate.base.editor.json.ready')}
      {verdict.kind === 'invalid' && (
        <>
          {t('translate.base.editor.json.invalid', { count: verdict.issues.length })}
          <ul>
            {verdict.issues.map((issue) => (
              <li key={`${issue.path} ${issue.message}`}>
                <code>{issue.path || '/'}</code> {text(issue.message)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The block as JSON in Monaco, with its schema for completion and diagnostics. Save is enabled only when the text
 * parses, passes the server's rules and differs from the block as it was when the dialog opened (spec: component edit).
 */
export default function JsonDialog({ contentId, onClose }: { contentId: string; onClose(): void }) {
  const { t } = useTranslation();
  const registry = useContext(RegistryContext);
  const { store } = useOverlay();
  const [original] = useState<BlockInstance | undefined>(() => viewedBlock(store.getState(), contentId));
  const [initial] = useState(() => (original ? blockJsonText(original) : ''));
  const [text, setText] = useState(initial);
  const verdictId = useId();
  const hintId = useId();

  const validator = useMemo(() => contentValidatorFor(registry), [registry]);
  const verdict = useMemo<JsonVerdict | undefined>(
    () => original && judgeBlockJson(text, original, (value) => blockIssues(value, original, validator, (name) => registry.has(name))),
    [text, original, validator, registry],
  );
  const schema = useMemo(() => {
    const type = original ? registry.get(original.component) : undefined;
    return blockInstanceSchema((type && blockSchemaOf(type)) ?? {});
  }, [original, registry]);

  const save = () => {
    if (verdict?.kind !== 'ready') return;
    store.getState().replaceBlockJson(contentId, verdict.block);
    onClose();
  };

  return (
    <ModalDialog title={t('translate.base.editor.json.title', { id: contentId })} onClose={onClose} className="editor-json">
      {!original || !verdict ? (
        <p role="alert">{t('translate.base.editor.json.gone', { id: contentId })}</p>
      ) : (
        <>
          <p id={hintId} className="editor-dialog__hint">
            {t('translate.base.editor.json.hint')}
          </p>
          <Suspense fallback={<p role="status">{t('translate.base.editor.json.loading')}</p>}>
            <JsonCodeEditor
              path={`inmemory://confsite/blocks/${encodeURIComponent(contentId)}.json`}
              initial={initial}
              schema={schema}
              label={t('translate.base.editor.json.label', { id: contentId })}
              loading={t('translate.base.editor.json.loading')}
              onChange={setText}
            />
          </Suspense>
          <Verdict verdict={verdict} id={verdictId} />
        </>
      )}
      <DialogActions
        confirmLabel={t('translate.base.editor.json.save')}
        onConfirm={save}
        confirmDisabled={verdict?.kind !== 'ready'}
        confirmDescribedBy={verdict ? verdictId : undefined}
        onCancel={onClose}
      />
    </ModalDialog>
  );
}
