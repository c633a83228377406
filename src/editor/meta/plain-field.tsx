import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddInitialTranslations, useTranslationStrings } from '../../api/lazy/translations';
import { toast } from '../../app/shell/toast';
import { isTranslationKey } from '../../engine';
import { viewedBlock } from '../forms/block-lookup';
import { useEditor, useOverlay } from '../overlay/editor-context';
import { Failure } from './failure';
import { useMetaEdit } from './meta-context';
import { pathLabel, suggestKey, withValueAt, type TextField } from './text-fields';

type Problem = 'invalid' | 'taken' | null;

/**
 * A translatable prop still holding plain text, turned into a new key: the key is created in every language with
 * the text (`PUT /translation/addInitialTranslations`), then the prop is set to the key through the editor store,
 * so it is saved with the page like any other edit (and undone like one).
 */
export function PlainField({ contentId, field, lang }: { contentId: string; field: TextField; lang: string }) {
  const { t } = useTranslation();
  const { store, page } = useOverlay();
  const phase = useEditor((state) => state.currentPhase);
  const { env } = useMetaEdit();
  const strings = useTranslationStrings(env, lang);
  const add = useAddInitialTranslations(env);
  const [text, setText] = useState(field.value);
  const [key, setKey] = useState(() => suggestKey({ page, phase, contentId, path: field.path }));
  const [problem, setProblem] = useState<Problem>(null);
  const textId = useId();
  const keyId = useId();
  const problemId = useId();
  const path = pathLabel(field.path);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = key.trim();
    // A key already in use keeps its texts (initial translations never overwrite), so reusing one by accident would
    // silently show other words here.
    const found: Problem = !isTranslationKey(candidate) ? 'invalid' : strings.data?.has(candidate) ? 'taken' : null;
    setProblem(found);
    if (found) return;
    add.mutate(
      { [candidate]: text },
      {
        onSuccess: () => {
          const [top, ...rest] = field.path;
          const current = viewedBlock(store.getState(), contentId)?.props[String(top)];
          store.getState().editProps(contentId, { [String(top)]: withValueAt(current, rest, candidate) });
          toast.show({ message: 'translate.base.editor.meta.key-created', values: { key: candidate }, kind: 'success' });
        },
      },
    );
  };

  return (
    <form className="meta-field meta-field--plain" onSubmit={submit} noValidate>
      <label htmlFor={textId}>{t('translate.base.editor.meta.plain', { path })}</label>
      <textarea id={textId} value={text} rows={2} onChange={(event) => setText(event.target.value)} />
      <label htmlFor={keyId}>{t('translate.base.editor.meta.new-key')}</label>
      <input
        id={keyId}
        value={key}
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setProblem(null);
          setKey(event.target.value);
        }}
      />
      {problem && (
        <p className="meta-field__problem" id={problemId} role="alert">
          {t(`translate.base.editor.meta.key-${problem}`)}
        </p>
      )}
      <div className="meta-field__actions">
        <button type="submit" disabled={add.isPending || !strings.data} aria-label={t('translate.base.editor.meta.make-key-of', { path, id: contentId })}>
          {t('translate.base.editor.meta.make-key')}
        </button>
      </div>
      {add.isError && <Failure error={add.error} />}
    </form>
  );
}
