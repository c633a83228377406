import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const CoreInput = getDefaultRegistry().templates.BaseInputTemplate;

/** What a form may offer its inputs in its context: a way to show a top-level prop's new value on the page at once. */
export interface LiveEdit {
  editNow?(fieldId: string, name: string, value: unknown): void;
}

/**
 * The form library's text input, but a keystroke paints at once (in the field, and on the page through the form's
 * `editNow`) and reaches the form only after that frame: the form re-validates and re-renders as a whole on each change,
 * which cost a keystroke more than a frame on large pages, and waiting for it put the page two frames behind the field.
 * Keystrokes typed before the form caught up reach it as one change with the latest text; leaving the field hands over
 * what is pending first, so a burst of typing stays one undo step.
 */
export function DeferredInput(props: BaseInputTemplateProps) {
  const { value, onChange, onBlur, id, name, registry } = props;
  // What was typed and not yet handed to the form; null shows the form's own value (after undo, say).
  const [draft, setDraft] = useState<{ value: unknown } | null>(null);
  const pending = useRef<{ value: unknown } | null>(null);
  const tellForm = useRef(onChange);
  useLayoutEffect(() => {
    tellForm.current = onChange;
  });

  const flush = useCallback(() => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    tellForm.current(next.value);
    setDraft(null);
  }, []);
  useEffect(() => flush, [flush]);

  const change = (next: unknown) => {
    setDraft({ value: next });
    (registry.formContext as LiveEdit | undefined)?.editNow?.(id, name, next);
    const scheduled = pending.current !== null;
    pending.current = { value: next };
    if (!scheduled) requestAnimationFrame(() => setTimeout(flush));
  };

  return (
    <CoreInput
      {...props}
      value={draft ? draft.value : value}
      onChange={change}
      onBlur={(id, blurred) => {
        flush();
        onBlur(id, blurred);
      }}
    />
  );
}
