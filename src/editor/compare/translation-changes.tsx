import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestCopy } from './compare-dialog';
import { writeTargetStrings } from './copy-actions';
import { changeId, entriesToCopy } from './translation-diff';
import type { Comparison } from './use-comparison';

interface TranslationChangesProps {
  comparison: Comparison;
  /** The served tag (`en-US`) of the language in view. */
  lang: string;
  names: { current: string; target: string };
  busy: boolean;
  /** Copies into the target; absent when the viewer may not write it (the changes are then shown, not offered). */
  request?: RequestCopy | undefined;
}

/** The page's strings whose text differs in the language in view, and copying chosen ones or all of them. */
export function TranslationChanges({ comparison, lang, names, busy, request }: TranslationChangesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // A string missing here has nothing to copy.
  const copyable = comparison.translations.filter((change) => change.current !== null);
  const selected = new Set(copyable.map(changeId).filter((id) => chosen.has(id)));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const copy = (ids: ReadonlySet<string>, success: string) =>
    request?.(async () => {
      const outcome = await writeTargetStrings({ target: comparison.target, lang, byNamespace: entriesToCopy(copyable, ids) });
      if (outcome.kind === 'copied') setChosen(new Set());
      return outcome;
    }, success);
  const value = (text: string | null) => text ?? t('translate.base.editor.compare.not-set');

  return (
    <section className="editor-compare__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('translate.base.editor.compare.translations', { lang, n: comparison.translations.length })}</h3>
      {comparison.translations.length === 0 ? (
        <p>{t('translate.base.editor.compare.translations-same', { env: names.target })}</p>
      ) : (
        <table className="editor-compare__fields editor-compare__strings">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('translate.base.editor.compare.select')}</span>
              </th>
              <th scope="col">{t('translate.base.editor.compare.key')}</th>
              <th scope="col">{names.current}</th>
              <th scope="col">{names.target}</th>
            </tr>
          </thead>
          <tbody>
            {comparison.translations.map((change) => {
              const id = changeId(change);
              return (
                <tr key={id} data-compare-key={change.key}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('translate.base.editor.compare.select-key', { key: change.key })}
                      checked={selected.has(id)}
                      disabled={busy || !request || change.current === null}
                      onChange={(event) => toggle(id, event.target.checked)}
                    />
                  </td>
                  <th scope="row">
                    <code>{change.key}</code>
                  </th>
                  <td>{value(change.current)}</td>
                  <td>{value(change.target)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {request && copyable.length > 0 && (
        <div className="editor-compare__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || selected.size === 0}
            onClick={() => copy(selected, 'translate.base.editor.compare.copied-strings')}
          >
            {t('translate.base.editor.compare.copy-selected-strings', { env: names.target, n: selected.size })}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => copy(new Set(copyable.map(changeId)), 'translate.base.editor.compare.copied-strings')}
          >
            {t('translate.base.editor.compare.copy-all-strings', { env: names.target })}
          </button>
        </div>
      )}
    </section>
  );
}
