import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslationStrings, useUpdateTranslations } from '../../api/lazy/translations';
import { Failure } from './failure';
import { useMetaEdit } from './meta-context';
import { pathLabel, type TextField } from './text-fields';

const LONG_TEXT = 80;

/**
 * One translation key of a block, its text in the page's language editable in place. Save writes that one text
 * (`PUT /translation/update/{lang}`); it stays disabled until the text differs from the stored one.
 */
export function KeyField({ contentId, field, lang }: { contentId: string; field: TextField; lang: string }) {
  const { t } = useTranslation();
  const { env } = useMetaEdit();
  const strings = useTranslationStrings(env, lang);
  const update = useUpdateTranslations(env, lang);
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const keyId = useId();
  const path = pathLabel(field.path);
  const stored = strings.data?.get(field.value);
  const value = draft ?? stored ?? '';
  const changed = draft !== null && draft !== (stored ?? '');

  const save = () => update.mutate({ [field.value]: value }, { onSuccess: () => setDraft(null) });

  return (
    <div className="meta-field">
      <label htmlFor={inputId}>{t('translate.base.editor.meta.field', { path, lang })}</label>
      <textarea
        id={inputId}
        value={value}
        rows={value.length > LONG_TEXT ? 4 : 2}
        disabled={!strings.data}
        placeholder={strings.data && stored === undefined ? t('translate.base.editor.meta.missing') : undefined}
        aria-describedby={keyId}
        onChange={(event) => {
          update.reset();
          setDraft(event.target.value);
        }}
      />
      <p className="meta-field__key" id={keyId}>
        {t('translate.base.editor.meta.key')} <code>{field.value}</code>
      </p>
      <div className="meta-field__actions">
        <button
          type="button"
          disabled={!changed || update.isPending}
          aria-label={t('translate.base.editor.meta.save-of', { path, id: contentId })}
          onClick={save}
        >
          {update.isPending ? t('translate.base.editor.meta.saving') : t('translate.base.editor.meta.save')}
        </button>
        <span role="status">{update.isSuccess ? t('translate.base.editor.meta.saved') : ''}</span>
      </div>
      {update.isError && <Failure error={update.error} />}
    </div>
  );
}
