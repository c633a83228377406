type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The value a field was drawn with: its `value` or `checked` attribute, a list's `selected` option or its first. */
function drawnValue(field: Field): string | boolean | undefined {
  if (isCheckable(field)) return field.defaultChecked;
  if (field instanceof HTMLSelectElement) return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value;
  return field.defaultValue;
}

/**
 * Tells the app about a field the visitor changed before it took the page over. Taking over may have put the drawn
 * value back (React does for a list), and React ignores a change event for a value it believes it has seen (it reads a
 * field's value as it takes it over). So the field is given its drawn value through React's view of it, then the
 * visitor's through the browser's own setter, as typing does, and the event the app listens to is sent.
 */
function replayChange(field: Field, chosen: string | boolean): void {
  if (isCheckable(field)) {
    // Checkboxes and radio buttons report their changes to React with a click: the other state first, then a click.
    field.checked = !chosen;
    field.click();
    return;
  }
  const drawn = drawnValue(field);
  if (typeof drawn !== 'string' || typeof chosen !== 'string') return;
  field.value = drawn;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, chosen);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The fields whose value the visitor changed since the page was drawn, with the value they chose. */
function changedFields(root: HTMLElement): [Field, string | boolean][] {
  const fields = [...root.querySelectorAll<Field>('input:not([type="file"]), select:not([multiple]), textarea')];
  return fields.flatMap((field): [Field, string | boolean][] => {
    const chosen = isCheckable(field) ? field.checked : field.value;
    // Of a group of radio buttons, the one chosen tells: choosing it again unchecks the others.
    if (chosen === drawnValue(field) || (field.type === 'radio' && !chosen)) return [];
    return [[field, chosen]];
  });
}

/** A server-drawn page being taken over: what the visitor did in each part not yet taken over, to be done again. */
interface Takeover {
  /** The value chosen last in each field changed, by the field. */
  fields: Map<Field, string | boolean>;
  buttons: HTMLButtonElement[];
  /** The parts the server drew that React has not taken over yet: its blocks, and the shell (null). */
  waiting: Set<Element | null>;
  stop(): void;
}

let takeover: Takeover | undefined;

/** Each block is a part of its own: React takes the shell over first, then each block, in tasks of their own. */
const partOf = (element: Element): Element | null => element.closest('.block');

/**
 * Does again what was done in `part`, now that React has taken it over, in a task of its own: called from an effect,
 * it waits for the rest of that commit's effects, among them the router's, which listens for navigation from its own
 * effect (run after those of the components in it).
 */
function partTakenOver(part: Element | null, then?: () => void): void {
  const fields = takeover ? [...takeover.fields].filter(([field]) => partOf(field) === part) : [];
  const buttons = takeover?.buttons.filter((button) => partOf(button) === part) ?? [];
  if (takeover) {
    const { waiting } = takeover;
    for (const [field] of fields) takeover.fields.delete(field);
    takeover.buttons = takeover.buttons.filter((button) => !buttons.includes(button));
    waiting.delete(part);
    for (const other of waiting) if (other !== null && !other.isConnected) waiting.delete(other);
    if (waiting.size === 0) takeover.stop();
  }
  if (fields.length === 0 && buttons.length === 0 && !then) return;
  setTimeout(() => {
    // Fields first: a button pressed after a choice was made acts on that choice.
    for (const [field, chosen] of fields) if (field.isConnected) replayChange(field, chosen);
    for (const button of buttons) if (button.isConnected) button.click();
    then?.();
  });
}

/** Whether a server-drawn page is being taken over: its blocks then tell when React has taken each over. */
export const takingOver = (): boolean => takeover !== undefined;

/** Called once React has taken over the block drawn in `element`: does again what the visitor did in it meanwhile. */
export function blockTakenOver(element: Element): void {
  partTakenOver(element);
}

export interface EarlyInput {
  /**
   * Called right before React starts taking the page over. Notes the fields the visitor changed (since the page came,
   * even before this code ran: their values tell), and goes on noting changes until their part has been taken over:
   * React puts a drawn value back as it takes a field over, and misses a change made while it does. And stops holding
   * clicks: from then on React sees them itself (it listens from the moment it starts, and at once takes over the part
   * clicked), so holding them too would do them twice. Keys are still held: the page's shortcuts listen only once the
   * shell has been taken over.
   */
  reactTakesOver(): void;
  /** Called once the shell has been taken over: does again what was done outside the blocks, and the keys pressed. */
  doAgain(): void;
}

/**
 * Holds what a visitor does on a server-drawn page before the app has taken it over (its code still on its way), and
 * does it again once it has: a filter clicked the moment the page shows still filters, a choice made in a list or a
 * search typed still counts, a shortcut pressed still works.
 * Held are presses of buttons (links and a form's submit buttons need nothing: the browser follows and submits them
 * itself), the fields changed, and keys pressed with nothing focused (the page's shortcuts).
 */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
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
  const onFieldChange = (event: Event) => {
    const field = event.target;
    if (isField(field) && takeover?.waiting.has(partOf(field))) takeover.fields.set(field, isCheckable(field) ? field.checked : field.value);
  };
  root.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKey, true);
  return {
    reactTakesOver: () => {
      root.removeEventListener('click', onClick, true);
      root.addEventListener('input', onFieldChange, true);
      root.addEventListener('change', onFieldChange, true);
      takeover = {
        fields: new Map(changedFields(root)),
        buttons: pressed.splice(0),
        waiting: new Set([null, ...root.querySelectorAll('.block')]),
        stop: () => {
          root.removeEventListener('input', onFieldChange, true);
          root.removeEventListener('change', onFieldChange, true);
          takeover = undefined;
        },
      };
    },
    doAgain: () => {
      window.removeEventListener('keydown', onKey, true);
      const shortcuts = keys.splice(0);
      partTakenOver(null, () => shortcuts.forEach((init) => document.body.dispatchEvent(new KeyboardEvent('keydown', init))));
    },
  };
}
