import type { DOMPurify } from 'dompurify';
import { lazy } from '../lazy';
import { memoizeStrings } from './memoize';

export type SanitizeHtml = (html: string) => string;

// Classes are the site's own (a fixed toast area, the editor's bar): in rich text they would lay a block over the page.
const CONFIG = { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['class'] };
const SAME_WINDOW_TARGETS = new Set(['_self', '_top', '_parent']);
// Content and translations are read far more often than edited, and sanitising takes milliseconds per value.
const CACHED_CHARS = 8_000_000;

/**
 * DOMPurify hands input back unchanged where it cannot run, and some DOMs run it unsoundly (happy-dom's NodeIterator
 * stops after the first removed node). The purifier must clean each of these before it is trusted with anything.
 */
const SELF_CHECK: readonly (readonly [hostile: string, clean: string])[] = [
  [
    '<p>a<b>b</b><script>x()</script><img src="/c.png" onerror="x()"><a href="javascript:x()">c</a></p>',
    '<p>a<b>b</b><img src="/c.png"><a>c</a></p>',
  ],
  ['<svg onload="x()"><style>*{}</style></svg><a href="/d" target="_blank">d</a>', '<svg></svg><a href="/d" target="_blank" rel="noopener noreferrer">d</a>'],
  ['<div style="position:fixed;inset:0;z-index:9999;color:red">e</div><p style="top:0">f</p>', '<div style="color: red">e</div><p>f</p>'],
];

async function createSanitizer(): Promise<SanitizeHtml> {
  const [{ JSDOM }, { default: createDOMPurify }, { sanitizeInlineStyle }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
    import('./inline-style'),
  ]);
  const purifier: DOMPurify = createDOMPurify(new JSDOM('').window);
  // A page opened in another window must not get a handle on ours (reverse tabnabbing): a named target opens one too.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const target = node.tagName === 'A' ? node.getAttribute('target') : null;
    if (target === null || SAME_WINDOW_TARGETS.has(target.toLowerCase())) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  // Pages allow inline style attributes (their CSP cannot tell a harmless one from an overlay), so this is the guard.
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = sanitizeInlineStyle(data.attrValue);
    data.keepAttr = data.attrValue !== '';
  });
  const sanitize: SanitizeHtml = (html) => purifier.sanitize(html, CONFIG);
  const unsound = SELF_CHECK.find(([hostile, clean]) => sanitize(hostile) !== clean);
  if (unsound) throw new Error(`The HTML sanitiser failed its self-check on ${unsound[0]}`);
  return memoizeStrings(sanitize, CACHED_CHARS);
}

/**
 * The server's HTML policy, the only one: attendees' browsers render the HTML they are served without sanitising it.
 * Removes scripts, style elements, forms, classes, event-handler attributes and javascript: URLs; of a style attribute it
 * keeps only harmless declarations (see `sanitizeInlineStyle`); links opening a new window get
 * rel="noopener noreferrer". jsdom (DOMPurify is unsound under lighter DOMs) takes about a second to load, so it
 * loads on first use, and its one window serves every call.
 */
export const loadHtmlSanitizer: () => Promise<SanitizeHtml> = lazy(createSanitizer);
