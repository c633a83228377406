import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Environment } from '../../engine';
import { BlockChangeList } from './block-change-list';
import type { RequestCopy } from './compare-dialog';
import { writeTargetPhase } from './copy-actions';
import { mergeBlocks } from './merge-blocks';
import type { Comparison } from './use-comparison';

interface BlockChangesProps {
  page: string;
  /** The environment in view, which the blocks are copied from. */
  env: Environment;
  phase: string;
  comparison: Comparison;
  names: { current: string; target: string };
  busy: boolean;
  /** Copies into the target; absent when the viewer may not write it (the changes are then shown, not offered). */
  request?: RequestCopy | undefined;
}

/** The blocks that differ, what differs in each, and copying chosen blocks (merged) or the whole phase. */
export function BlockChanges({ page, env, phase, comparison, names, busy, request }: BlockChangesProps) {
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
      const outcome = await writeTargetPhase({ page, source: env, target: comparison.target, phase, baseRevision, blocks });
      if (outcome.kind === 'copied') setChosen(new Set());
      return outcome;
    }, 'translate.base.editor.compare.copied-blocks');
  const copyPhase = () =>
    request?.(
      () => writeTargetPhase({ page, source: env, target: comparison.target, phase, baseRevision, blocks: comparison.currentBlocks }),
      'translate.base.editor.compare.copied-phase',
    );

  return (
    <section className="editor-compare__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('translate.base.editor.compare.blocks', { n: comparison.blocks.length })}</h3>
      {comparison.blocks.length === 0 ? (
        <p>{t('translate.base.editor.compare.blocks-same', { env: names.target })}</p>
      ) : (
        <BlockChangeList
          changes={comparison.blocks}
          names={names}
          lead={(change) =>
            change.kind === 'added' || !request ? (
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
            )
          }
        />
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
