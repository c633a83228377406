/**
 * Holds what a visitor does on a server-drawn page before the app has taken it over (its code still on its way), and
 * does it again once it has: a filter clicked the moment the page shows still filters, a shortcut pressed still works.
 * Held are presses of buttons (links and a form's submit buttons need nothing: the browser follows and submits them
 * itself; other controls change themselves as they are used) and keys pressed with nothing focused (the page's shortcuts).
 */
export function holdEarlyInput(root: HTMLElement): () => void {
  const pressed: HTMLButtonElement[] = [];
  const keys: KeyboardEventInit[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !(button.form && button.type === 'submit')) pressed.push(button);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== document.body && event.target !== document.documentElement) return;
    const { key, code, ctrlKey, shiftKey, altKey, metaKey } = event;
    keys.push({ key, code, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true });
  };
  root.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKey, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKey, true);
    for (const button of pressed.splice(0)) if (button.isConnected) button.click();
    for (const init of keys.splice(0)) document.body.dispatchEvent(new KeyboardEvent('keydown', init));
  };
}
