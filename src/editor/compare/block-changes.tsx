import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortValue, type BlockChange } from './block-diff';
import type { RequestCopy } from './compare-dialog';
import { writeTargetPhase } from './copy-actions';
import { mergeBlocks } from './merge-blocks';
import type { Comparison } from './use-comparison';

interface BlockChangesProps {
  page: string;
  phase: string;
  comparison: Comparison;
  names: { current: string; target: string };
  busy: boolean;
  /** Copies into the target; absent when the viewer may not write it (the changes are then shown, not offered). */
  request?: RequestCopy | undefined;
}

const KIND_KEYS: Record<BlockChange['kind'], string> = {
  added: 'translate.base.editor.compare.kind.added',
  removed: 'translate.base.editor.compare.kind.removed',
  changed: 'translate.base.editor.compare.kind.changed',
  moved: 'translate.base.editor.compare.kind.moved',
};

/** The blocks that differ, what differs in each, and copying chosen blocks (merged) or the whole phase. */
export function BlockChanges({ page, phase, comparison, names, busy, request }: BlockChangesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Blocks only the target holds cannot be copied from here; a choice whose difference went away no longer counts.
  const copyable = comparison.blocks.filter((change) => change.kind !== 'added');
  const selected = copyable.filter((change) => chosen.has(change.contentId)).map((change) => change.contentId);
  const baseRevision = comparison.targetDocument?.revision ?? 0;
  const targetBlocks = comparison.targetDocument?.blocks ?? [];

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const copySelected = () =>
    request?.(async () => {
      const blocks = mergeBlocks(targetBlocks, comparison.currentBlocks, selected);
      const outcome = await writeTargetPhase({ page, target: comparison.target, phase, baseRevision, blocks });
      if (outcome.kind === 'copied') setChosen(new Set());
      return outcome;
    }, 'translate.base.editor.compare.copied-blocks');
  const copyPhase = () =>
    request?.(
      () => writeTargetPhase({ page, target: comparison.target, phase, baseRevision, blocks: comparison.currentBlocks }),
      'translate.base.editor.compare.copied-phase',
    );
  const value = (raw: unknown) => shortValue(raw) ?? t('translate.base.editor.compare.not-set');

  return (
    <section className="editor-compare__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('translate.base.editor.compare.blocks', { n: comparison.blocks.length })}</h3>
      {comparison.blocks.length === 0 ? (
        <p>{t('translate.base.editor.compare.blocks-same', { env: names.target })}</p>
      ) : (
        <ul className="editor-compare__list">
          {comparison.blocks.map((change) => (
            <li key={change.contentId} className="editor-compare__block" data-compare-block={change.contentId}>
              <div className="editor-compare__block-head">
                {change.kind === 'added' || !request ? (
                  <code>{change.contentId}</code>
                ) : (
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.has(change.contentId)}
                      disabled={busy}
                      onChange={(event) => toggle(change.contentId, event.target.checked)}
                    />
                    <code>{change.contentId}</code>
                  </label>
                )}
                <span className="editor-compare__component">{change.component}</span>
                <span className={`editor-compare__kind editor-compare__kind--${change.kind}`}>
                  {t(KIND_KEYS[change.kind], { env: names.target })}
                  {change.kind === 'changed' && change.moved ? `, ${t('translate.base.editor.compare.also-moved')}` : ''}
                </span>
              </div>
              {change.fields.length > 0 && (
                <table className="editor-compare__fields">
                  <caption className="visually-hidden">{t('translate.base.editor.compare.fields-of', { id: change.contentId })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('translate.base.editor.compare.field')}</th>
                      <th scope="col">{names.current}</th>
                      <th scope="col">{names.target}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {change.fields.map((field) => (
                      <tr key={field.field}>
                        <th scope="row">
                          <code>{field.field}</code>
                        </th>
                        <td>{value(field.current)}</td>
                        <td>{value(field.target)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          ))}
        </ul>
      )}
      {request && (
        <div className="editor-compare__actions">
          <button type="button" className="button button--primary" disabled={busy || selected.length === 0} onClick={copySelected}>
            {t('translate.base.editor.compare.copy-selected', { env: names.target, n: selected.length })}
          </button>
          <button type="button" className="button" disabled={busy || comparison.blocks.length === 0} onClick={copyPhase}>
            {t('translate.base.editor.compare.copy-phase', { env: names.target })}
          </button>
        </div>
      )}
    </section>
  );
}
