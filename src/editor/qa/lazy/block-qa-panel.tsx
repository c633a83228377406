import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attendeeTypeLabelKey, type EventPhase } from '../../../engine';
import { QA_BREAKPOINTS, QA_DEFAULT_THRESHOLD, qaBreakpointFor, type QaAttendeeType } from '../../../engine/lazy/qa';
import { useEditor } from '../../overlay/editor-context';
import { uploadProblem } from '../../tools/file-uploader/upload-file';
import { usePreviewStore } from '../../preview/preview-store';
import { useBlockDesign } from './block-designs';
import { captureBlock, canvasPixels, canvasPng } from './capture-block';
import { findBlock, useCanvasWidth, useCheckedBlock } from './checked-block';
import type { QaDesign } from '../../../api/lazy/qa-designs';
import { comparePixels, type PixelComparison } from './compare-pixels';
import { ComparisonResult } from './comparison-result';
import { designPixels } from './design-pixels';
import { DesignUpload } from './design-upload';
import { qaAttendeeTypeFor } from './qa-target';
import { uploadDesign, type DesignTarget } from './upload-design';
import './block-qa.css';

const K = 'translate.base.editor.qa-check';

export interface BlockQaPanelProps {
  contentId: string;
  /** The page's path without the language prefix (`/home`): what designs are registered under. */
  pagePath: string;
  phases: readonly EventPhase[];
  /** Site editors upload designs; QA testers compare with those there are. */
  canUpload: boolean;
  onClose(): void;
}

const attendeeTypeLabel = (type: QaAttendeeType) => (type === 'anonymous' ? 'translate.base.editor.preview.persona.anonymous' : attendeeTypeLabelKey(type));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Busy = 'upload' | 'compare' | null;

/**
 * The in-place QA check of one block (issue 18): its design for the breakpoint, phase and attendee type in view,
 * uploading one, and comparing the block as drawn now with it, the difference drawn over the block. A non-modal panel:
 * the page stays in view beside it.
 */
export default function BlockQaPanel({ contentId, pagePath, phases, canUpload, onClose }: BlockQaPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const phase = useEditor((state) => state.currentPhase);
  const persona = usePreviewStore((state) => state.persona);
  const breakpoint = qaBreakpointFor(useCanvasWidth());
  const attendeeType = qaAttendeeTypeFor(persona);
  const target: DesignTarget = { page: pagePath, block: contentId, breakpoint, phase, attendeeType };
  const { state: designs, show } = useBlockDesign(target);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [compared, setComparison] = useState<{ result: PixelComparison; block: HTMLElement; design: QaDesign } | null>(null);
  useCheckedBlock(contentId, panel);

  const design = designs.status === 'ready' ? designs.design : null;
  // A comparison answers for the design it was made with: another breakpoint, phase or persona has another one.
  const comparison = compared?.design === design ? compared : null;

  /** Runs one action of the panel: one at a time, its failure shown as `failureKey` with the server's message. */
  const run = async (kind: Exclude<Busy, null>, failureKey: string, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(t(failureKey, { message: messageOf(failure) }));
    } finally {
      setBusy(null);
    }
  };

  const drawnBlock = (): HTMLElement => {
    const element = findBlock(contentId);
    if (!element) throw new Error(t(`${K}.not-drawn`));
    return element;
  };

  const upload = (file: File) =>
    run('upload', `${K}.upload-failed`, async () => {
      const problem = uploadProblem(file);
      if (problem) throw new Error(t(`translate.base.tools.file-uploader.problem.${problem}`));
      show(await uploadDesign(file, target));
    });

  const takeCurrentAsDesign = () =>
    run('upload', `${K}.upload-failed`, async () => {
      const capture = await captureBlock(drawnBlock());
      show(await uploadDesign(await canvasPng(capture, `${contentId}-${breakpoint}.png`), target));
    });

  const compare = () =>
    run('compare', `${K}.compare-failed`, async () => {
      if (!design) return;
      const block = drawnBlock();
      const [capture, expected] = await Promise.all([captureBlock(block), designPixels(design.designUrl)]);
      setComparison({ result: comparePixels(canvasPixels(capture), expected), block, design });
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
    }
  };

  const phaseLabel = phases.find((entry) => entry.id === phase)?.label ?? phase;
  return (
    <section
      ref={panel}
      className="qa-check"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-editor-overlay=""
      onKeyDown={onKeyDown}
    >
      <header className="editor-dock__header">
        <h2 id={titleId}>{t(`${K}.title`, { id: contentId })}</h2>
        <button type="button" className="editor-dock__close" aria-label={t(`${K}.close`)} onClick={onClose}>
          ×
        </button>
      </header>
      <p className="qa-check__combination">
        {t(`${K}.combination`, {
          breakpoint: t(`translate.base.editor.preview.viewport.${breakpoint}`, { width: QA_BREAKPOINTS[breakpoint] }),
          phase: t(phaseLabel),
          attendeeType: t(attendeeTypeLabel(attendeeType)),
        })}
      </p>
      {designs.status === 'loading' && <p role="status">{t(`${K}.loading`)}</p>}
      {designs.status === 'failed' && <p role="alert">{t(`${K}.load-failed`, { message: designs.message })}</p>}
      {designs.status === 'ready' && !design && <p>{t(`${K}.none`)}</p>}
      {design && (
        <figure className="qa-check__design">
          <img src={design.designUrl} alt={t(`${K}.design-alt`, { id: contentId })} />
          <figcaption>{t(`${K}.design`, { width: design.width, height: design.height, by: design.uploadedBy })}</figcaption>
        </figure>
      )}
      {canUpload && <DesignUpload uploading={busy === 'upload'} onFile={(file) => void upload(file)} onUseCurrent={() => void takeCurrentAsDesign()} />}
      <div className="qa-check__actions">
        <button type="button" disabled={!design} aria-disabled={busy === 'compare'} onClick={() => void compare()}>
          {busy === 'compare' ? t(`${K}.comparing`) : t(`${K}.compare`)}
        </button>
      </div>
      {error && (
        <p className="qa-check__error" role="alert">
          {error}
        </p>
      )}
      {comparison && <ComparisonResult result={comparison.result} block={comparison.block} threshold={QA_DEFAULT_THRESHOLD} />}
    </section>
  );
}
