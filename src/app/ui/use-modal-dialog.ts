import { useEffect, useRef } from 'react';

/**
 * Shows the referenced native <dialog> as a modal while the component is mounted: the browser traps focus and
 * closes it on Escape; on unmount it closes and focus returns to whatever opened it. The browser focuses the first
 * control; one marked `data-autofocus` (a question's safe answer) is focused instead.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return ref;
}
