import createDOMPurify, { type DOMPurify } from 'dompurify';

type DomWindow = Window & typeof globalThis;

/**
 * Some DOM shims cannot run DOMPurify soundly (happy-dom's NodeIterator stops after the first removed node, leaving
 * later scripts in place). Each window's purifier must clean this sample before it is trusted.
 */
const CANARY = '<p>a<b>b</b><script>x()</script><img src="/c.png" onerror="x()"><a href="javascript:x()">c</a></p>';
const CANARY_CLEAN = '<p>a<b>b</b><img src="/c.png"><a>c</a></p>';

const CONFIG = { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] };

/** One purifier per window (the browser has one; a server-side DOM shim may be installed after this import), or null when unsound. */
const purifiers = new WeakMap<object, DOMPurify | null>();

function createPurifier(win: DomWindow): DOMPurify | null {
  const purifier = createDOMPurify(win);
  if (!purifier.isSupported || purifier.sanitize(CANARY, CONFIG) !== CANARY_CLEAN) return null;
  // A page opened with target=_blank must not get a handle on ours (reverse tabnabbing).
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

function purifierFor(win: DomWindow): DOMPurify | null {
  if (!purifiers.has(win)) purifiers.set(win, createPurifier(win));
  return purifiers.get(win) ?? null;
}

/**
 * Editor HTML made safe to inject: no scripts, styles, forms, event-handler attributes or javascript: URLs; links
 * opening a new window get rel="noopener noreferrer". It fails closed (empty string) without a DOM that sanitises
 * soundly, because DOMPurify hands unsupported input back unchanged.
 */
export function sanitizeHtml(html: string): string {
  const win = globalThis.window as DomWindow | undefined;
  if (!html || !win?.document) return '';
  return purifierFor(win)?.sanitize(html, CONFIG) ?? '';
}
