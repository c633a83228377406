import type { DOMPurify } from 'dompurify';
import { lazy } from '../lazy';
import { memoizeStrings } from './memoize';

export type SanitizeHtml = (html: string) => string;

const CONFIG = { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] };
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
];

async function createSanitizer(): Promise<SanitizeHtml> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const purifier: DOMPurify = createDOMPurify(new JSDOM('').window);
  // A page opened with target=_blank must not get a handle on ours (reverse tabnabbing).
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  const sanitize: SanitizeHtml = (html) => purifier.sanitize(html, CONFIG);
  const unsound = SELF_CHECK.find(([hostile, clean]) => sanitize(hostile) !== clean);
  if (unsound) throw new Error(`The HTML sanitiser failed its self-check on ${unsound[0]}`);
  return memoizeStrings(sanitize, CACHED_CHARS);
}

/**
 * The server's HTML policy, the only one: attendees' browsers render the HTML they are served without sanitising it.
 * Removes scripts, styles, forms, event-handler attributes and javascript: URLs; links opening a new window get
 * rel="noopener noreferrer". jsdom (DOMPurify is unsound under lighter DOMs) takes about a second to load, so it
 * loads on first use, and its one window serves every call.
 */
export const loadHtmlSanitizer: () => Promise<SanitizeHtml> = lazy(createSanitizer);
