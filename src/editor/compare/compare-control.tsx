import { useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentKeys } from '../../api/content';
import { useLocale } from '../../app/routing/use-route';
import { useViewer } from '../../app/viewer';
import { languageTag, type Environment } from '../../engine';
import { useEditor, useOverlay } from '../overlay/editor-context';
import { usePreviewEnv } from '../preview';
import { CompareDialog } from './compare-dialog';
import { translationDiffKeys } from '../../api/lazy/translations';
import { useComparisons, type Comparison } from './use-comparison';
import './compare.css';

/**
 * "Compare with…" in the editor bar: one button per other environment. A button whose environment holds the same
 * phase and strings says so and opens nothing (it stays focusable, so it is still read out).
 */
function CompareControl() {
  const { t } = useTranslation();
  const { page } = useOverlay();
  const { settings } = useViewer();
  const env = usePreviewEnv(settings.env);
  const phase = useEditor((state) => state.currentPhase);
  const lang = languageTag(useLocale());
  const comparisons = useComparisons({ page, env, phase, lang });
  const [open, setOpen] = useState<Environment | null>(null);
  const queryClient = useQueryClient();
  // Short codes, as the preview bar's "Editing CONT": the bar has little room.
  const nameOf = (value: Environment) => value.toUpperCase();
  // Once open, the dialog stays while the comparison is ready, even when a copy made both sides the same (its undo is there).
  const shown = comparisons.find((comparison) => comparison.target === open && (comparison.differs || comparison.status === 'ready'));

  const label = (comparison: Comparison) => {
    const values = { env: nameOf(comparison.target) };
    if (comparison.status === 'loading') return t('translate.base.editor.compare.checking', values);
    if (comparison.status === 'ready' && !comparison.differs) return t('translate.base.editor.compare.same-as', values);
    return t('translate.base.editor.compare.with', values);
  };

  return (
    <span className="editor-compare-control" role="group" aria-label={t('translate.base.editor.compare.group')}>
      {comparisons.map((comparison) => {
        const opens = comparison.differs || comparison.status === 'failed';
        return (
          <button
            key={comparison.target}
            type="button"
            className="editor-compare-control__button"
            aria-disabled={!opens}
            data-differs={comparison.differs}
            onClick={() => opens && setOpen(comparison.target)}
          >
            {label(comparison)}
          </button>
        );
      })}
      {open && comparisons.some((comparison) => comparison.target === open && comparison.status === 'failed') && (
        <CompareFailed
          env={nameOf(open)}
          onRetry={() => {
            setOpen(null);
            void queryClient.invalidateQueries({ queryKey: contentKeys.page(page) });
            void queryClient.invalidateQueries({ queryKey: translationDiffKeys.all });
          }}
        />
      )}
      {shown && <CompareDialog page={page} env={env} phase={phase} lang={lang} comparison={shown} onClose={() => setOpen(null)} />}
    </span>
  );
}

/** Without props: it re-renders for its own queries and store slice, not with every render of the editor bar. */
export default memo(CompareControl);

function CompareFailed({ env, onRetry }: { env: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <span className="editor-compare-control__error" role="alert">
      {t('translate.base.editor.compare.load-failed', { env })}{' '}
      <button type="button" onClick={onRetry}>
        {t('translate.base.editor.compare.retry')}
      </button>
    </span>
  );
}
