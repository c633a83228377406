import { Children, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockDecoratorContext, EditorNote, localStore, readStored, toast, useHydrated, usePageContext, writeStored, type BlockComponentProps } from '../../../src/app/block-kit';
import { useText } from '../../../src/i18n/use-text';
import { HeadedSection } from '../../shared/lazy/HeadedSection';
import { EvaluationPanel, type EvaluationOutcome } from '../../shared/lazy/evaluation/EvaluationPanel';
import { evaluationText } from '../../shared/lazy/evaluation/texts';
import type { GatedComponentProps } from '../props.gen';
import './gated-component.css';

/** Spec 3 §4: the survey-submitted flag, kept per block (the page and the block's id) on this device. */
const submittedKey = (page: string, contentId: string) => `gated-component:${page}:${contentId}:survey-submitted`;

/**
 * The gated component (spec 3 §4): the first nested block shows until the visitor submits the block's survey, the
 * second from then on. A button opens and closes the survey below it; once sent (or found already answered) the
 * submission is remembered for this block on this device. A survey that cannot be answered closes with a message. The
 * remembered flag is this device's, so the server's drawing and the browser's first one both show the gated section.
 */
export default function GatedComponent({ props, block, children }: BlockComponentProps<GatedComponentProps>) {
  const { t } = useTranslation();
  const text = useText();
  const editing = useContext(BlockDecoratorContext) !== null;
  const { page } = usePageContext();
  const hydrated = useHydrated();
  const key = submittedKey(page, block.contentId);
  const [submitted, setSubmitted] = useState(false);
  const [open, setOpen] = useState(false);
  // The survey stays mounted once opened, so closing and reopening it keeps what was answered.
  const [started, setStarted] = useState(false);
  const regionId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const unlockedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Sent here: the toggle and the survey are gone, so focus goes to what they unlocked.
    if (submitted) unlockedRef.current?.focus();
  }, [submitted]);
  const [gated, ungated] = Children.toArray(children);
  const passed = submitted || (hydrated && readStored(localStore, key) === 'true');

  if (editing) {
    return (
      <div className="gated-component gated-component--editing">
        <EditorNote messageKey={evaluationText('gated.editing')} values={{ survey: props.surveyId }} />
        {gated}
        {ungated}
      </div>
    );
  }

  const onOutcome = (outcome: EvaluationOutcome) => {
    if (outcome === 'submitted' || outcome === 'completed') {
      writeStored(localStore, key, 'true');
      setSubmitted(true);
      if (outcome === 'submitted') toast.show({ message: evaluationText('info.thank-you'), kind: 'success' });
      return;
    }
    // Not to be answered now: closed, and asked for afresh when opened again.
    setOpen(false);
    setStarted(false);
    toggleRef.current?.focus();
    if (outcome === 'unavailable') toast.show({ message: evaluationText('info.survey-unavailable'), kind: 'warning' });
  };

  return (
    <HeadedSection fields={props} className="gated-component" label={t(evaluationText('gated.label'))}>
      {passed ? (
        <div ref={unlockedRef} tabIndex={-1} className="gated-component__unlocked">
          {ungated}
        </div>
      ) : (
        <>
          {gated}
          <button
            ref={toggleRef}
            type="button"
            className="block-button"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => {
              setStarted(true);
              setOpen((current) => !current);
            }}
          >
            {text(open ? props.closeLabel : props.openLabel) || t(evaluationText(open ? 'gated.close' : 'gated.open'))}
          </button>
          <div id={regionId} className="gated-component__survey" hidden={!open}>
            {started && <EvaluationPanel target={{ kind: 'survey', id: props.surveyId }} thankInPlace onOutcome={onOutcome} />}
          </div>
        </>
      )}
    </HeadedSection>
  );
}
