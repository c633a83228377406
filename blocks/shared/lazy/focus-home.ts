/**
 * Where the focus goes when the control that had it goes away with what it did (an answered invitation's buttons, a
 * cancelled meeting's cancel button): the part of the page it was in (its row, dialog or article), at that part's
 * marked home (`data-focus-home`) or its first link or button. Found before the change, while the control is there.
 */
export function focusHomeOf(control: Element | null): HTMLElement | null {
  const part = control?.closest('li, dialog, article');
  return part?.querySelector<HTMLElement>('[data-focus-home], a[href], button:not([disabled])') ?? null;
}

/** Once the page has been drawn again, moves the focus to `home` if it fell to the page (its control was taken away). */
export function keepFocusNear(home: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && home?.isConnected) home.focus();
  });
}
