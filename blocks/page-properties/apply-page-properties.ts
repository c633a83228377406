export interface PageLook {
  backgroundColor?: string;
  /** Already checked to be a safe URL. */
  backgroundImage?: string;
  darkTheme?: boolean;
  /** Space-separated class names. */
  classes?: string;
}

const APPLIED = 'page-properties';
const DARK = 'page-properties--dark';
const HAS_COLOR = 'page-properties--has-color';
const HAS_IMAGE = 'page-properties--has-image';
const COLOR = '--page-properties-background-color';
const IMAGE = '--page-properties-background-image';

/** Puts the page's look on `body` and returns the undo, so leaving the page restores the shell's own look. */
export function applyPageProperties(body: HTMLElement, look: PageLook): () => void {
  const classes = [
    APPLIED,
    look.darkTheme && DARK,
    look.backgroundColor && HAS_COLOR,
    look.backgroundImage && HAS_IMAGE,
    ...(look.classes ?? '').split(/\s+/),
  ].filter((name): name is string => Boolean(name));
  const added = classes.filter((name) => !body.classList.contains(name));
  body.classList.add(...added);
  if (look.backgroundColor) body.style.setProperty(COLOR, look.backgroundColor);
  if (look.backgroundImage) body.style.setProperty(IMAGE, `url(${JSON.stringify(look.backgroundImage)})`);
  return () => {
    body.classList.remove(...added);
    body.style.removeProperty(COLOR);
    body.style.removeProperty(IMAGE);
  };
}
