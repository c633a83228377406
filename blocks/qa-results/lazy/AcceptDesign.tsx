import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptQaResult } from '../../../src/api/lazy/qa';
import { qaText } from '../../shared/lazy/qa/texts';

/** "Accept as new design", asked again before the combination's design is replaced by this screenshot. */
export function AcceptDesign({ runId, seq, onAccepted }: { runId: string; seq: number; onAccepted(): void }) {
  const { t } = useTranslation();
  const accept = useAcceptQaResult();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Back from the question, focus returns to the button that asked it.
  useEffect(() => {
    if (confirming) asked.current = true;
    else if (asked.current) opener.current?.focus();
  }, [confirming]);
  const close = () => setConfirming(false);
  if (!confirming) {
    return (
      <div className="qa-accept">
        <button ref={opener} type="button" className="block-button" onClick={() => setConfirming(true)}>
          {t(qaText('accept.button'))}
        </button>
        {accept.isError && (
          <p className="qa-field__error" role="alert">
            {accept.error.message}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="qa-accept" role="group" aria-label={t(qaText('accept.button'))}>
      <p>{t(qaText('accept.question'))}</p>
      <button
        type="button"
        className="block-button"
        // The question has just replaced the button that asked it.
        autoFocus
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            { runId, seq },
            {
              onSuccess: onAccepted,
              onSettled: close,
            },
          )
        }
      >
        {t(qaText('accept.confirm'))}
      </button>
      <button type="button" className="block-button block-button--secondary" onClick={close}>
        {t(qaText('accept.keep'))}
      </button>
    </div>
  );
}
