type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FieldValue = string | boolean;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || (target instanceof HTMLSelectElement && !target.multiple) || target instanceof HTMLTextAreaElement;

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const valueOf = (field: Field): FieldValue => (isCheckable(field) ? field.checked : field.value);

/**
 * The value a field was drawn with: its `checked` or `value` attribute, or the list's `selected` option, else the first
 * the browser may choose (not a disabled one).
 */
function drawnValue(field: Field): FieldValue | undefined {
  if (isCheckable(field)) return field.defaultChecked;
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled))?.value;
}

/**
 * Tells the app about a field the visitor changed before it took the field over. Taking over may have put the drawn
 * value back (React does for a list), and React ignores a change event for a value it believes it has seen (it reads a
 * field's value as it takes it over). So the field is given its drawn value through React's view of it, then the
 * visitor's through the browser's own setter, as typing does, and the event the app listens to is sent. The visitor's
 * value is the field's own when it still differs from the drawn one (they may have gone on typing), else the last one
 * seen before React put the drawn one back.
 */
function replayChange(field: Field, seen: FieldValue): void {
  const drawn = drawnValue(field);
  const current = valueOf(field);
  const chosen = current !== drawn ? current : seen;
  if (chosen === drawn) return;
  if (isCheckable(field)) {
    // Checkboxes and radio buttons report their changes to React with a click: the other state first, then a click.
    field.checked = !chosen;
    field.click();
    return;
  }
  if (typeof drawn !== 'string' || typeof chosen !== 'string') return;
  field.value = drawn;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, chosen);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Whether a field now holds a value of the visitor's: another than it was drawn with (of radio buttons, the one chosen). */
const changedByVisitor = (field: Field): boolean => valueOf(field) !== drawnValue(field) && !(field.type === 'radio' && !valueOf(field));

/** The fields whose value the visitor changed since the page was drawn, with the value they chose. */
function changedFields(root: HTMLElement): [Field, FieldValue][] {
  const fields = [...root.querySelectorAll('input, select, textarea')].filter(isField).filter((field) => field.type !== 'file');
  return fields.filter(changedByVisitor).map((field) => [field, valueOf(field)]);
}

/** A server-drawn page being taken over: what the visitor did in each part not yet taken over, to be done again. */
interface Takeover {
  /** The visitor's last value in each field changed, by the field. */
  fields: Map<Field, FieldValue>;
  buttons: HTMLButtonElement[];
  /** The parts the server drew that React has not taken over yet: its blocks, and the shell (null). */
  waiting: Set<Element | null>;
  stop(): void;
}

let takeover: Takeover | undefined;

/** Each block is a part of its own: React takes the shell over first, then each block, in passes of their own. */
const partOf = (element: Element): Element | null => element.closest('.block');

const waitingPart = (element: Element): boolean => takeover?.waiting.has(partOf(element)) === true;

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
    for (const [field, seen] of fields) if (field.isConnected) replayChange(field, seen);
    for (const button of buttons) if (button.isConnected) button.click();
    then?.();
  });
}

/** Whether a server-drawn page is being taken over: its blocks then tell when React has taken each over. */
export const takingOver = (): boolean => takeover !== undefined;

/**
 * Called once React has taken over the content of the block drawn with `contentId` (from the innermost boundary of
 * the block: a lazily loaded block's content is taken over after its wrapper): does again what the visitor did in it
 * meanwhile. Of blocks sharing an id (the page's and its header's), the first still waiting is meant.
 */
export function blockTakenOver(contentId: string): void {
  const part = [...(takeover?.waiting ?? [])].find((element) => element?.id === contentId);
  if (part) partTakenOver(part);
}

const heldButton = (event: Event): HTMLButtonElement | null => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  return button && !(button.form && button.type === 'submit') ? button : null;
};

export interface EarlyInput {
  /**
   * Takes the page over with `hydrate` (which starts React on it). Right before, notes the fields the visitor changed
   * (since the page came, even before this code ran: their values tell), and goes on noting changes until their part
   * has been taken over: React puts a drawn value back as it takes a field over, and misses a change made while it
   * does. Clicks are React's from then on: it takes the part clicked over at once and handles the click, but for a part
   * whose code has not come yet, where it drops the click; those are held until the part has been taken over. Keys are
   * held until the shell has been: the page's shortcuts listen from its effects.
   */
  takeOver(hydrate: () => void): void;
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
    const button = heldButton(event);
    if (button) pressed.push(button);
  };
  // Registered after React's own listener on the root: React has stopped a click it dropped by the time this sees it.
  const onDroppedClick = (event: MouseEvent) => {
    const button = heldButton(event);
    if (button && event.cancelBubble && waitingPart(button)) takeover?.buttons.push(button);
  };
  const onFieldChange = (event: Event) => {
    const field = event.target;
    if (isField(field) && waitingPart(field) && changedByVisitor(field)) takeover?.fields.set(field, valueOf(field));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== document.body && event.target !== document.documentElement) return;
    const { key, code, ctrlKey, shiftKey, altKey, metaKey } = event;
    keys.push({ key, code, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true });
  };
  root.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKey, true);
  return {
    takeOver: (hydrate) => {
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
          root.removeEventListener('click', onDroppedClick, true);
          takeover = undefined;
        },
      };
      hydrate();
      if (takeover) root.addEventListener('click', onDroppedClick, true);
    },
    doAgain: () => {
      window.removeEventListener('keydown', onKey, true);
      const shortcuts = keys.splice(0);
      partTakenOver(null, () => shortcuts.forEach((init) => document.body.dispatchEvent(new KeyboardEvent('keydown', init))));
    },
  };
}
