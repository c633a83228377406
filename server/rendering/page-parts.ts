import { APP_ROOT_ID, SERVER_STATE_ID, type ServerRenderResult } from '../../src/engine';
import { CSP_NONCE_PLACEHOLDER } from '../html/csp-nonce';

const EMPTY_ROOT = `<div id="${APP_ROOT_ID}"></div>`;
const ROOT_OPEN = `<div id="${APP_ROOT_ID}">`;

/** A page in the two parts it is sent in: everything up to the app's root element, then its body and the rest. */
export interface PageParts {
  beforeBody: string;
  body(drawn: ServerRenderResult | undefined): string;
}

/**
 * Splits the built index.html around the app's root element, with the answer's nonce in its script tags (or no nonce
 * attribute at all, for a page without one). The state the page was drawn with follows the root as a JSON data block.
 * The drawn page's own head tags are known only once it is drawn: they come with the head when the page is sent whole.
 */
export function pageParts(html: string, nonce: string | undefined, headTags = ''): PageParts {
  const withNonce = nonce ? html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce) : html.replaceAll(` nonce="${CSP_NONCE_PLACEHOLDER}"`, '');
  const page = headTags ? withNonce.replace('</head>', () => `${headTags}</head>`) : withNonce;
  const at = page.indexOf(EMPTY_ROOT);
  if (at < 0) return { beforeBody: page, body: () => '' };
  const after = page.slice(at + EMPTY_ROOT.length);
  return {
    beforeBody: page.slice(0, at) + ROOT_OPEN,
    body: (drawn) =>
      drawn ? `${drawn.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${drawn.state}</script>${after}` : `</div>${after}`,
  };
}
