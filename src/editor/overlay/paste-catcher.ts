/**
 * Reads the system clipboard's text for a Ctrl/Cmd+V pressed outside any field. Browsers fire "paste" only at something
 * editable and ask for permission before `navigator.clipboard.readText()`, so for this one key press focus goes to a
 * hidden text area that receives the paste, then back where it was. Calls `take` once: with the text, or with null
 * when the browser pasted nothing.
 */
export function catchPaste(take: (text: string | null) => void) {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const catcher = document.createElement('textarea');
  catcher.className = 'editor-paste-catcher';
  catcher.setAttribute('aria-hidden', 'true');
  catcher.tabIndex = -1;
  let taken = false;
  const finish = (text: string | null) => {
    if (taken) return;
    taken = true;
    catcher.remove();
    previous?.focus({ preventScroll: true });
    take(text);
  };
  catcher.addEventListener('paste', (event) => {
    event.preventDefault();
    finish(event.clipboardData?.getData('text/plain') ?? null);
  });
  document.body.append(catcher);
  catcher.focus({ preventScroll: true });
  // The browser pastes right after the key's own handlers; nothing by then means there was nothing to paste.
  setTimeout(() => finish(null), 50);
}
